import { POINT_BALANCE_PATH, STREAK_VISIT_PATH, useSession, useToasts } from '@portal/shared';
import { fakeApi, renderPage, type FakeAnswer, type RouteHandler } from '@portal/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { MemberStreakVisit } from '../layout/MemberFrame';

const member = { id: 'm1', email: 'dana@example.com' };
const tokens = { accessToken: 'a', refreshToken: 'r' };
const EARNED = { httpCode: 201, data: { daysCount: 3, earnedToday: true, points: 5 } };
const ALREADY_COUNTED = { httpCode: 200, data: { daysCount: 3, earnedToday: true, points: 0 } };

/** The API at the edge; answers the streak visit with `visit` and the balance with the credited total. */
function server(visit: FakeAnswer | RouteHandler) {
  const api = fakeApi({
    [`GET ${STREAK_VISIT_PATH}`]: visit,
    [`GET ${POINT_BALANCE_PATH}`]: { httpCode: 200, data: { pointBalance: 105, lifetimePoints: 105 } },
  });
  return { visits: () => api.calls.filter((call) => call.url === STREAK_VISIT_PATH).length };
}

/** The frame's streak visit on a page with a client-side link, as the shell's layout holds it. */
const openPortal = (language: 'en' | 'fr' = 'en') =>
  renderPage(
    <>
      <MemberStreakVisit />
      <Link to="/earn-points">Earn points</Link>
    </>,
    { language },
  );

beforeEach(() => {
  useSession.getState().logout();
  useSession.getState().setPointBalance(100);
  useToasts.setState({ toasts: [] });
});

describe("the login streak's visit", () => {
  it('counts a page load once, toasts the day\'s points on "201" and refreshes the header balance', async () => {
    useSession.getState().login(member, tokens);
    const api = server(EARNED);
    openPortal();
    expect(await screen.findByText('Congratulations! You have earned 5 Points.')).toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().pointBalance).toBe(105));

    fireEvent.click(screen.getByRole('link', { name: 'Earn points' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/earn-points');
    expect(api.visits()).toBe(1);
  });

  it('asks nothing for a visitor and counts the visit right after sign-in, in the member language', async () => {
    const api = server(EARNED);
    openPortal('fr');
    await act(async () => undefined);
    expect(api.visits()).toBe(0);

    act(() => useSession.getState().login(member, tokens));
    expect(await screen.findByText('Félicitations ! Vous avez gagné 5 points.')).toBeInTheDocument();
    expect(api.visits()).toBe(1);
  });

  it("writes the day's points as the member's language writes numbers", async () => {
    useSession.getState().login(member, tokens);
    server({ httpCode: 201, data: { daysCount: 30, earnedToday: true, points: 1500 } });
    openPortal('fr');
    const toast = await screen.findByText(/Vous avez gagné/);
    expect(toast.textContent).toBe('Félicitations\u00a0! Vous avez gagné 1\u202f500 points.');
  });

  it.each<[string, FakeAnswer | RouteHandler]>([
    ['a later visit the same day ("200")', ALREADY_COUNTED],
    ['a server error', { httpCode: 500, message: 'Internal technical error' }],
    [
      'no network',
      () => {
        throw new Error('offline');
      },
    ],
  ])('%s shows no toast and keeps the balance', async (_case, answer) => {
    useSession.getState().login(member, tokens);
    const api = server(answer);
    openPortal();
    await waitFor(() => expect(api.visits()).toBe(1));
    await act(async () => undefined);
    expect(useToasts.getState().toasts).toEqual([]);
    expect(useSession.getState().pointBalance).toBe(100);
  });
});
