import { POINT_BALANCE_PATH, refreshPointBalance, useCampaign, useSession } from '@portal/shared';
import { fakeApi, type FakeApi } from '@portal/shared/testing';
import { theme, type TierConfigEntry } from '@portal/kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { TierBar, TIER_BAR_COLLAPSED_KEY } from './TierBar';

const tiers: TierConfigEntry[] = [
  { tierId: 1, tierName: 'Rookie', 'level-up-points': 0, desc: '' },
  { tierId: 2, tierName: 'Insider', 'level-up-points': 500, desc: '' },
  { tierId: 3, tierName: 'Expert', 'level-up-points': 1500, desc: '' },
  { tierId: 4, tierName: 'Genius', 'level-up-points': 5000, desc: '' },
];
/** An unsigned token whose payload carries the tier claim, as the session reads it. */
const tokenWithTier = (tier: number) => `h.${btoa(JSON.stringify({ sub: 'm1', tier }))}.s`;

/** The member's points as the API holds them. */
const server = { pointBalance: 0, lifetimePoints: 0 };

/** The balance changes (earning or redeeming) as the remotes report it, with the server's totals. */
const pointsBecome = async (pointBalance: number, lifetimePoints: number) => {
  Object.assign(server, { pointBalance, lifetimePoints });
  await act(async () => useSession.getState().setPointBalance(pointBalance));
};

const show = () =>
  render(
    <ThemeProvider theme={theme}>
      <TierBar />
    </ThemeProvider>,
  );

let api: FakeApi;
/** How many times the browser asked for the balance. */
const balanceAsks = () => api.calls.filter((call) => call.url === POINT_BALANCE_PATH).length;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi({ [`GET ${POINT_BALANCE_PATH}`]: () => ({ httpCode: 200, data: { ...server } }) });
  useCampaign.setState({ tiers });
});

test('shows the tier from the access token, the next tier, and progress on lifetime points', async () => {
  useSession
    .getState()
    .login({ id: 'm1', email: 'm@example.com' }, { accessToken: tokenWithTier(2), refreshToken: 'r' });
  show();
  await pointsBecome(900, 900);
  expect(screen.getByTestId('tier-name')).toHaveTextContent('Insider');
  expect(screen.getByText('Next tier: Expert')).toBeInTheDocument();
  expect(screen.getByTestId('tier-message')).toHaveTextContent(
    "You're making progress! Earn 600 more points to reach Expert.",
  );
  await pointsBecome(1420, 1420);
  expect(screen.getByRole('progressbar', { name: 'Progress to the next tier' })).toHaveAttribute('aria-valuenow', '95');
  expect(screen.getByTestId('tier-message')).toHaveTextContent(
    "You're almost there! Only 80 points to go to reach Expert.",
  );
});

test("replaces the balance the browser kept from an earlier visit with the server's, asking once", async () => {
  useSession
    .getState()
    .login({ id: 'm1', email: 'm@example.com' }, { accessToken: tokenWithTier(1), refreshToken: 'r' });
  // What the browser kept from an earlier visit; the member has earned 60 points since.
  useSession.getState().setPointBalance(250);
  useSession.getState().setLifetimePoints(300);
  Object.assign(server, { pointBalance: 310, lifetimePoints: 360 });
  show();
  await screen.findByText('Next tier: Insider');
  await act(async () => undefined);
  expect(useSession.getState().pointBalance).toBe(310);
  expect(useSession.getState().lifetimePoints).toBe(360);
  expect(balanceAsks()).toBe(1);
  // The day's streak points: the streak call refreshes the balance, which brings the lifetime points too.
  Object.assign(server, { pointBalance: 315, lifetimePoints: 365 });
  await act(async () => refreshPointBalance());
  expect(useSession.getState().lifetimePoints).toBe(365);
  expect(balanceAsks()).toBe(2);
});

test('keeps its progress after a redemption, as the server keeps the tier', async () => {
  useSession
    .getState()
    .login({ id: 'm1', email: 'm@example.com' }, { accessToken: tokenWithTier(2), refreshToken: 'r' });
  show();
  await pointsBecome(1420, 1420);
  await pointsBecome(20, 1420);
  expect(screen.getByRole('progressbar', { name: 'Progress to the next tier' })).toHaveAttribute('aria-valuenow', '95');
  expect(screen.getByTestId('tier-message')).toHaveTextContent(
    "You're almost there! Only 80 points to go to reach Expert.",
  );
});

test('congratulates at the top tier and collapses, remembering it', async () => {
  useSession
    .getState()
    .login({ id: 'm1', email: 'm@example.com' }, { accessToken: tokenWithTier(4), refreshToken: 'r' });
  const { unmount } = show();
  await pointsBecome(6200, 6200);
  expect(screen.getByText('Top tier reached')).toBeInTheDocument();
  expect(screen.getByTestId('tier-percent')).toHaveTextContent('100%');
  expect(screen.getByTestId('tier-message')).toHaveTextContent('Congratulations! You have reached the top tier.');
  fireEvent.click(screen.getByRole('button', { name: 'Hide tier progress' }));
  expect(screen.queryByTestId('tier-message')).toBeNull();
  expect(localStorage.getItem(TIER_BAR_COLLAPSED_KEY)).toBe('true');
  unmount();
  show();
  expect(screen.getByRole('button', { name: 'Show tier progress' })).toHaveAttribute('aria-expanded', 'false');
});

test('is absent for a visitor', () => {
  useSession.getState().logout();
  const { container } = show();
  expect(container).toBeEmptyDOMElement();
});
