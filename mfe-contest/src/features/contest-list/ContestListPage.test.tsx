import type { ContestPage, ContestSummary } from '@portal/kit';
import { useSession } from '@portal/shared';
import { fakeApi, renderPage, withGivenAnswers } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '../../routes';
import { ContestListPage } from './ContestListPage';

function contest(n: number, pointRequired = 10): ContestSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Wheel ${n}`,
    description: `Description ${n}`,
    cardHeaderImage: '/api/s1/activity/images/games.svg',
    pointRequired,
    actionType: 'spin',
  };
}

function fakeServer(all: ContestSummary[]) {
  return fakeApi({
    'GET /s1/contest': ({ params }) => {
      const [page, limit] = [Number(params.page), Number(params.limit)];
      const data: ContestPage = {
        content: all.slice(page * limit, page * limit + limit),
        metaData: { totalRecs: all.length },
      };
      return { httpCode: 200, data };
    },
  }).calls;
}

const cards = () => screen.queryAllByTestId('contest-card');

/** The address the list's router is at. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

beforeEach(() => {
  useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
  useSession.getState().setPointBalance(100);
});

describe('the contest list', () => {
  it('shows the first page in its first render when the page came with its answer (a first screen), and asks nothing', async () => {
    const calls = fakeServer([]);
    const content = Array.from({ length: 3 }, (_, i) => contest(i + 1));
    const page = { httpCode: 200, data: { content, metaData: { totalRecs: 3 } } };
    await withGivenAnswers(ROUTES.find((route) => route.path === '/contest')!.calls, [page], () => {
      renderPage(<ContestListPage />, { path: '/contest' });
      expect(cards()).toHaveLength(3);
    });
    expect(calls).toHaveLength(0);
  });

  it('shows 8 cards, View More while totalRecs > 8 × pages, sending the page number zero-based', async () => {
    const calls = fakeServer(Array.from({ length: 10 }, (_, i) => contest(i + 1)));
    renderPage(<ContestListPage />);
    expect(await screen.findByText('Wheel 8')).toBeInTheDocument();
    expect(cards()).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'View More' }));
    expect(await screen.findByText('Wheel 10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
    // The button is gone: a keyboard member carries on at the first new card.
    expect(cards()[8]!.querySelector('a')).toHaveFocus();
    expect(calls.map(({ params }) => params)).toEqual([
      { page: '0', limit: '8' },
      { page: '1', limit: '8' },
    ]);
  });

  it('keeps the pages shown in the address, and comes back with them asked side by side', async () => {
    const all = Array.from({ length: 20 }, (_, i) => contest(i + 1));
    fakeServer(all);
    renderPage(
      <>
        <ContestListPage />
        <Address />
      </>,
      { path: '/contest' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'View More' }));
    expect(await screen.findByText('Wheel 16')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/contest?shown=2'));

    const calls = fakeServer(all);
    renderPage(<ContestListPage />, { path: '/contest?shown=2' });
    expect(await screen.findByText('Wheel 16')).toBeInTheDocument();
    expect(cards()).toHaveLength(16);
    expect(calls.map(({ params }) => params.page)).toEqual(['0', '1']);
    expect(screen.getByRole('button', { name: 'View More' })).toBeInTheDocument();
  });

  it('dims a card below its pointRequired with "Unlock With More Points"; otherwise "Spin Now"', async () => {
    fakeServer([contest(1, 100), contest(2, 101), contest(3, 0)]);
    renderPage(<ContestListPage />);
    const open = await screen.findByRole('link', { name: 'Wheel 1 Spin Now' });
    expect(open).toHaveAttribute('href', '/contest/00000000-0000-4000-8000-000000000001');
    const locked = screen.getByRole('link', { name: 'Wheel 2 Unlock With More Points' });
    expect(locked.closest('li')).toHaveAttribute('data-locked', 'true');
    expect(screen.getByRole('link', { name: 'Wheel 3 Spin Now' })).toBeInTheDocument();
  });

  it('says so when there are no contests, and offers a retry when the list fails', async () => {
    fakeApi({ 'GET /s1/contest': { httpCode: 500, message: 'Something went wrong.' } });
    renderPage(<ContestListPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the contests.');
    fakeServer([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no contests right now. Check back soon.')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    fakeServer([contest(1, 500)]);
    renderPage(<ContestListPage />, { language: 'fr' });
    expect(await screen.findByText('Débloquez avec plus de points')).toBeInTheDocument();
  });
});
