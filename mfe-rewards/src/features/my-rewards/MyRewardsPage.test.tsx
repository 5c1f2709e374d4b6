import { useSession } from '@portal/shared';
import type { RedemptionHistoryItem } from '@portal/kit';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyRewardsPage from './MyRewardsPage';

const item = (n: number): RedemptionHistoryItem => ({
  name: `Reward ${n}`,
  description: '',
  description2: `Order RW${n}`,
  points: 100,
  date: '2026-11-01T10:00:00.000Z',
  eventId: `e${n}`,
  order: {
    id: `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`,
    orderNo: `RW${n}`,
    orderDate: '2026-11-01T10:00:00.000Z',
    status: 'CONFIRMED',
    rewardId: 'r',
    rewardType: 'PHYSICAL',
    points: 100,
    items: [{ itemName: `Reward ${n}`, quantity: 1, itemValue: 2, itemDescription: '' }],
    currency: 'USD',
    shippingCharge: 5,
    paymentAmount: 7,
    shippingAddress: {
      suite: '4B',
      address: '100 Main Street',
      city: 'Austin',
      state: 'Texas',
      country: 'USA',
      zip: '78701',
    },
    transactionId: `tx${n}`,
    transactionDate: '2026-11-01T10:05:00.000Z',
    transactionStatus: 'SUCCESS',
    code: null,
    downloadFilename: null,
    trackingNumber: null,
    expiresAt: null,
  },
});

beforeEach(() => {
  useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
});

describe('my rewards', () => {
  it('pages the history 10 at a time and prints a confirmation', async () => {
    const calls = fakeApi({
      'GET /s1/points/myreward': {
        httpCode: 200,
        data: { content: Array.from({ length: 12 }, (_, i) => item(i + 1)), metaData: { totalRecs: 12 } },
      },
    }).calls;
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<MyRewardsPage />);
    expect(await screen.findAllByTestId('order')).toHaveLength(10);
    expect(calls[0]!.params).toEqual({ page: '0', limit: '5000' });
    const first = screen.getAllByTestId('order')[0]!;
    expect(within(first).getByText('tx1')).toBeInTheDocument();
    expect(within(first).getByText('4B, 100 Main Street, Austin, Texas, USA 78701')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'View confirmation' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Order RW1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByTestId('order')).toHaveLength(2);
    // Next is disabled on the last page: focus goes to Previous, where the document would have taken it.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
  });

  it("says whether an order's amount is paid or still to pay", async () => {
    const [paid, waiting, declined] = [1, 2, 3].map(item);
    waiting!.order = { ...waiting!.order!, status: 'AWAITING_ADDRESS', transactionId: null, transactionStatus: null };
    declined!.order = {
      ...declined!.order!,
      status: 'AWAITING_PAYMENT',
      transactionId: null,
      transactionStatus: 'FAILED',
    };
    fakeApi({
      'GET /s1/points/myreward': {
        httpCode: 200,
        data: { content: [paid, waiting, declined], metaData: { totalRecs: 3 } },
      },
    });
    renderPage(<MyRewardsPage />);
    const [first, second, third] = await screen.findAllByTestId('order');
    expect(within(first!).getByText('Paid: $7.00')).toBeInTheDocument();
    expect(within(second!).getByText('To pay: $7.00')).toBeInTheDocument();
    expect(within(third!).getByText('Card declined, $7.00 still to pay')).toBeInTheDocument();
    expect(screen.queryByText(/SUCCESS|FAILED/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Complete this order by {time}: after that it is cancelled and your 100 points come back.'],
    ['es', 'Completa este pedido antes del {time}: después se cancela y te devolvemos tus 100 puntos.'],
  ] as const)(
    'tells in %s until when an unfinished order waits, and nothing for a finished one',
    async (language, text) => {
      const expiresAt = '2026-11-01T10:30:00.000Z';
      const [paid, waiting] = [1, 2].map(item);
      waiting!.order = { ...waiting!.order!, status: 'AWAITING_ADDRESS', expiresAt };
      fakeApi({
        'GET /s1/points/myreward': { httpCode: 200, data: { content: [paid, waiting], metaData: { totalRecs: 2 } } },
      });
      renderPage(<MyRewardsPage />, { language });
      // The member's own time zone, whatever the machine's.
      const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(expiresAt),
      );
      const [first, second] = await screen.findAllByTestId('order');
      expect(within(second!).getByTestId('order-deadline')).toHaveTextContent(text.replace('{time}', time));
      expect(within(first!).queryByTestId('order-deadline')).not.toBeInTheDocument();
    },
  );

  it("names the order's country in the member's language", async () => {
    const shipped = item(1);
    shipped.order = {
      ...shipped.order!,
      shippingAddress: { ...shipped.order!.shippingAddress!, country: 'United States' },
    };
    fakeApi({ 'GET /s1/points/myreward': { httpCode: 200, data: { content: [shipped], metaData: { totalRecs: 1 } } } });
    renderPage(<MyRewardsPage />, { language: 'es' });
    const [order] = await screen.findAllByTestId('order');
    expect(within(order!).getByText('4B, 100 Main Street, Austin, Texas, Estados Unidos 78701')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    fakeApi({ 'GET /s1/points/myreward': { httpCode: 200, data: { content: [], metaData: { totalRecs: 0 } } } });
    renderPage(<MyRewardsPage />);
    expect(await screen.findByText('You have not redeemed any rewards yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse rewards' })).toHaveAttribute('href', '/rewards');
  });
});
