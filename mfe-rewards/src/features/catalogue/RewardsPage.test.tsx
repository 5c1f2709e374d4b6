import { useSession } from '@portal/shared';
import { fakeApi, renderPage, withGivenAnswers } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { ROUTES } from '../../routes';
import RewardsPage from './RewardsPage';
import { testReward } from './testReward';

const ALL = [
  testReward(1),
  testReward(2, { inStock: false }),
  testReward(3, { type: 'DIGITAL', discontinuedFrom: '2022-03-30T00:00:00Z' }),
  testReward(4, { type: 'VVS', userTier: 4, redeemPoints: 0 }),
  testReward(50),
  ...Array.from({ length: 5 }, (_, i) => testReward(i + 5)),
];

beforeEach(() => {
  useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
  useSession.getState().setPointBalance(100);
  useSession.setState({ tier: 1 });
  fakeApi({
    'GET /s1/userportal/rewardlist': ({ params }) => {
      const [page, limit] = [Number(params.page), Number(params.limit)];
      return {
        httpCode: 200,
        data: { content: ALL.slice(page * limit, (page + 1) * limit), metaData: { totalRecs: ALL.length } },
      };
    },
  });
});

/** A reward's page as far as the catalogue cares: the browser's Back button. */
function RewardStub() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Browser back</button>;
}

/** The catalogue and a reward's page behind one router, as the remote's routes are. */
const renderCatalogueAndReward = () =>
  renderPage(
    <Routes>
      <Route path="/rewards" element={<RewardsPage />} />
      <Route path="/reward-preview/:id" element={<RewardStub />} />
    </Routes>,
    { path: '/rewards' },
  );

/** Holds the catalogue's answers for the page asked until `release` is called. */
function holdPage(held: number) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  fakeApi({
    'GET /s1/userportal/rewardlist': async ({ params }) => {
      const [page, limit] = [Number(params.page), Number(params.limit)];
      if (page === held) await gate;
      return {
        httpCode: 200,
        data: { content: ALL.slice(page * limit, (page + 1) * limit), metaData: { totalRecs: ALL.length } },
      };
    },
  });
  return () => release();
}

const state = (name: string) => screen.getByRole('heading', { name }).closest('li')!.getAttribute('data-state');

describe('the catalogue', () => {
  it('shows the first page in its first render when the page came with its answer (a first screen), and asks nothing', async () => {
    const { calls } = fakeApi({});
    const page = { httpCode: 200, data: { content: ALL.slice(0, 8), metaData: { totalRecs: 10 } } };
    await withGivenAnswers(ROUTES.find((route) => route.path === '/rewards')!.calls, [page], () => {
      renderPage(<RewardsPage />, { path: '/rewards' });
      expect(screen.getByRole('heading', { name: 'Reward 1' })).toBeInTheDocument();
    });
    expect(calls).toHaveLength(0);
  });

  it('shows 8 cards with their locked, out-of-stock, discontinued and VIP states, then the next page', async () => {
    const user = userEvent.setup();
    renderPage(<RewardsPage />, { path: '/rewards' });
    expect(await screen.findAllByTestId('reward-card')).toHaveLength(8);
    expect(state('Reward 1')).toBe('available');
    expect(state('Reward 2')).toBe('outOfStock');
    expect(state('Reward 3')).toBe('discontinued');
    expect(screen.getByText('Digital rewards were discontinued as of March 30, 2022.')).toBeInTheDocument();
    expect(state('Reward 4')).toBe('vipLocked');
    expect(
      within(screen.getByRole('heading', { name: 'Reward 50' }).closest('li')!).getByText('Unlock With More Points'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View: Reward 4' })).toHaveAttribute(
      'href',
      '/reward-preview/vip-customer-support',
    );
    expect(screen.getByText('1 - 8 of 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('9 - 10 of 10')).toBeInTheDocument();
    expect(screen.getAllByTestId('reward-card')).toHaveLength(2);
    // The page is in the address, so back from a reward comes back to it.
    expect(screen.getByTestId('location')).toHaveTextContent('/rewards?page=2');
  });

  it('opens the page its address names, and the last page for a page past it', async () => {
    const { unmount } = renderPage(<RewardsPage />, { path: '/rewards?page=2' });
    expect(await screen.findByText('9 - 10 of 10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reward 9' })).toBeInTheDocument();
    unmount();
    renderPage(<RewardsPage />, { path: '/rewards?page=7' });
    expect(await screen.findByText('9 - 10 of 10')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/rewards?page=2');
  });

  it('comes back to the second page, on Back from a reward opened there', async () => {
    const user = userEvent.setup();
    renderCatalogueAndReward();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('link', { name: 'View: Reward 9' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/reward-preview\//);
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByText('9 - 10 of 10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reward 9' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reward 1' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/rewards?page=2');
  });

  it('keeps the page shown and focus on the pager while the next page loads, and on Previous at the last page', async () => {
    const release = holdPage(1);
    const user = userEvent.setup();
    renderPage(<RewardsPage />, { path: '/rewards' });
    const next = await screen.findByRole('button', { name: 'Next' });
    await user.click(next);
    // While page 2 is on its way the first page's cards and pager stay, marked busy, with focus on Next.
    expect(screen.getByTestId('location')).toHaveTextContent('/rewards?page=2');
    expect(screen.getAllByTestId('reward-card')).toHaveLength(8);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(next).toHaveFocus();
    release();
    expect(await screen.findByText('9 - 10 of 10')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'false');
    // Next is disabled on the last page: focus goes to Previous, not to the document.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('1 - 8 of 10')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus());
  });

  it("loads the first card's picture at once and the others as they near the screen", async () => {
    renderPage(<RewardsPage />);
    const pictures = (await screen.findAllByTestId('reward-card')).map((card) => card.querySelector('img')!);
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures.slice(1).map((picture) => picture.getAttribute('loading'))).toEqual(Array(7).fill('lazy'));
  });

  it('offers a retry when the list fails', async () => {
    fakeApi({ 'GET /s1/userportal/rewardlist': { httpCode: 500, message: 'x' } });
    renderPage(<RewardsPage />);
    expect(await screen.findByText('We could not load the rewards.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
