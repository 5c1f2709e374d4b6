import { useSession } from '@portal/shared';
import type { PointsHistoryItem } from '@portal/kit';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PointsHistoryPage } from './PointsHistoryPage';

const item = (n: number): PointsHistoryItem => ({
  ledger: n % 2 ? 'credit' : 'debit',
  points: n,
  name: `Entry ${n}`,
  description: '',
  date: '2026-11-20T10:00:00.000Z',
});

beforeEach(() => {
  useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
});

describe('the points history', () => {
  it('shows 10 entries a page with the range "x - y of total"', async () => {
    const entries = Array.from({ length: 12 }, (_, i) => item(i + 1));
    const { calls } = fakeApi({
      'GET /s1/points/points-history': ({ params }) => {
        const page = Number(params.page);
        return {
          httpCode: 200,
          data: { content: entries.slice(page * 10, page * 10 + 10), metaData: { totalRecs: 12 } },
        };
      },
    });
    renderPage(<PointsHistoryPage />);
    expect(await screen.findByText('1 - 10 of 12')).toBeInTheDocument();
    expect(screen.getByText('1 points earned')).toBeInTheDocument();
    expect(screen.getByText('2 points spent')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    expect(await screen.findByText('11 - 12 of 12')).toBeInTheDocument();
    // The pager stayed while the page loaded, so focus is still in it: on Previous, Next being disabled.
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    expect(calls.filter((c) => c.url === '/s1/points/points-history').map((c) => c.params)).toEqual([
      { page: '0', limit: '10', pointsDetails: '1' },
      { page: '1', limit: '10', pointsDetails: '1' },
    ]);
  });

  it('shows a credit that landed while the page loaded once the balance says so', async () => {
    useSession.getState().setPointBalance(250);
    const entries = [{ ...item(1), points: 250, name: 'Welcome points' }];
    const { calls } = fakeApi({
      'GET /s1/points/points-history': () => ({
        httpCode: 200,
        data: { content: [...entries], metaData: { totalRecs: entries.length } },
      }),
    });
    renderPage(<PointsHistoryPage />);
    expect(await screen.findByText('Welcome points')).toBeInTheDocument();
    // The day's streak, counted on the same page load, answers after the history did.
    entries.unshift({ ...item(1), points: 5, name: 'Login streak: day 1' });
    act(() => useSession.getState().setPointBalance(255));
    expect(await screen.findByText('Login streak: day 1')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/s1/points/points-history')).toHaveLength(2);
  });

  it('offers Earn Now when there is nothing yet', async () => {
    fakeApi({ 'GET /s1/points/points-history': { httpCode: 200, data: { content: [], metaData: { totalRecs: 0 } } } });
    renderPage(<PointsHistoryPage />, { language: 'es' });
    expect(await screen.findByRole('link', { name: 'Ganar ahora' })).toHaveAttribute('href', '/earn-points');
  });

  it('loads the entries again in the language the member switches to', async () => {
    const names: Record<string, string> = { en: 'Login streak: day 2', fr: 'Série de connexions : jour 2' };
    const { calls } = fakeApi({
      'GET /s1/points/points-history': ({ headers }) => ({
        httpCode: 200,
        data: { content: [{ ...item(1), name: names[headers['Accept-Language']!]! }], metaData: { totalRecs: 1 } },
      }),
    });
    renderPage(<PointsHistoryPage />);
    expect(await screen.findByText('Login streak: day 2')).toBeInTheDocument();
    act(() => useSession.getState().setLanguage('fr'));
    expect(await screen.findByText('Série de connexions : jour 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Historique des points');
    expect(calls.filter((c) => c.url === '/s1/points/points-history')).toHaveLength(2);
  });
});
