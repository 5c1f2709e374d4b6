import { type Language, provideWidgetLoader, useSession, type Widget } from '@portal/shared';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomePage } from './HomePage';

// The edge: the Module Federation runtime behind the widget loader, which the shell provides at start-up.
const load = jest.fn<Promise<Widget>, [string, string]>();
provideWidgetLoader(load);

const EarnList: Widget = () => <p>Earn list from mfe-earn</p>;
const IntakeSurvey: Widget = () => <p>Intake survey from mfe-auth</p>;
const widgets: Record<string, Widget> = {
  'earn/earn-list-widget': EarnList,
  'auth/intake-survey-widget': IntakeSurvey,
};
const remotesUp = async (remote: string, expose: string) => widgets[`${remote}/${expose}`]!;

const renderHome = (language: Language = 'en') => renderPage(<HomePage />, { language });

function logIn(user: { requestIntakeSurveySubmitted?: boolean } = {}) {
  useSession
    .getState()
    .login(
      { id: 'm1', email: 'dana@example.com', firstName: 'Dana', ...user },
      { accessToken: 'a', refreshToken: 'r' },
    );
}

/** Everything on the member's home except the widget slot. */
async function expectMemberHomeAround() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Dana!' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Contest' })).toHaveAttribute('href', '/contest');
  const steps = within(screen.getByRole('region', { name: 'How Vapor Rewards works' })).getAllByRole('listitem');
  expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
    'Buy',
    'Earn Points',
    'Level Up',
    'Smart Choice',
  ]);
  const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
  expect(within(faq).getAllByRole('button')).toHaveLength(3);
  expect(screen.getByRole('region', { name: 'Join the community' })).toBeInTheDocument();
}

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(remotesUp);
  fakeApi();
  useSession.getState().logout();
  useSession.getState().setLanguage('en');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('home', () => {
  it('shows a visitor the banner with Create Account and Login Now, and loads no widget', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Vapor Rewards' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('region', { name: 'Frequently asked questions' })).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a member the contest banner, the four steps, the FAQ, the community block and the earn list', async () => {
    logIn({ requestIntakeSurveySubmitted: true });
    renderHome();
    await expectMemberHomeAround();
    const slot = screen.getByRole('region', { name: 'Ways to earn points' });
    expect(await within(slot).findByText('Earn list from mfe-earn')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('earn', 'earn-list-widget');
    expect(load).not.toHaveBeenCalledWith('auth', expect.anything());
  });

  it('lists the rewards and contests of the home lists call, each leading to its page', async () => {
    logIn({ requestIntakeSurveySubmitted: true });
    const api = fakeApi({
      'GET /s1/home': {
        httpCode: 200,
        data: {
          activityResult: [],
          contestResult: [
            {
              id: 'c1',
              name: 'Monthly Prize Wheel',
              description: '',
              cardHeaderImage: '/wheel.svg',
              pointRequired: 20,
            },
          ],
          rewardResult: [
            { id: 'r1', itemName: 'XL USB charger', itemDescription: '', image: '/charger.svg', redeemPoints: 1500 },
            { id: 'r2', itemName: 'Gift card', itemDescription: '', image: '/card.svg', redeemPoints: 300 },
          ],
        },
      },
    });
    renderHome();
    const block = await screen.findByRole('region', { name: 'Spend your points' });
    const tiles = within(block).getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('link').textContent)).toEqual([
      'XL USB charger',
      'Gift card',
      'Monthly Prize Wheel',
    ]);
    expect(within(tiles[0]!).getByRole('link')).toHaveAttribute('href', '/reward-preview/r1');
    expect(tiles[0]).toHaveTextContent('1,500 points');
    expect(within(tiles[2]!).getByRole('link')).toHaveAttribute('href', '/contest/c1');
    expect(api.calls.find((call) => call.url === '/s1/home')?.params).toEqual({ limit: '4' });
  });

  it('leaves the spend block out when the home lists call fails', async () => {
    logIn({ requestIntakeSurveySubmitted: true });
    const { calls } = fakeApi({
      'GET /s1/home': { httpCode: 500, code: 'server.error', message: 'Something went wrong.' },
    });
    renderHome();
    await expectMemberHomeAround();
    // Absence proves nothing until the failed answer has reached the page: wait for the call, then let the
    // answer's promise work (the fake answers at once) and the render it causes finish.
    await waitFor(() => expect(calls.some((call) => call.url === '/s1/home')).toBe(true));
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('region', { name: 'Spend your points' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the intake survey instead of the earn list until the member completes it', async () => {
    logIn({ requestIntakeSurveySubmitted: false });
    renderHome();
    await expectMemberHomeAround();
    expect(await screen.findByText('Intake survey from mfe-auth')).toBeInTheDocument();
    expect(screen.queryByText('Earn list from mfe-earn')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('auth', 'intake-survey-widget');

    useSession.getState().setUser({ ...useSession.getState().user!, requestIntakeSurveySubmitted: true });
    expect(await screen.findByText('Earn list from mfe-earn')).toBeInTheDocument();
    expect(screen.queryByText('Intake survey from mfe-auth')).not.toBeInTheDocument();
    // The saved survey's place: the focus is on the earn list's title, not lost with the form.
    expect(screen.getByRole('heading', { level: 2, name: 'Ways to earn' })).toHaveFocus();
  });

  it('leaves the focus where it is when the home opens with the earn list', async () => {
    logIn({ requestIntakeSurveySubmitted: true });
    renderHome();
    expect(await screen.findByText('Earn list from mfe-earn')).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('keeps the rest of home when the earn remote is down, with the panel in its slot only and a working retry', async () => {
    logIn();
    load.mockRejectedValueOnce(new Error('ScriptExternalLoadError: earn is down'));
    renderHome();
    const slot = screen.getByRole('region', { name: 'Ways to earn points' });
    const panel = await within(slot).findByRole('alert');
    expect(panel).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await expectMemberHomeAround();

    await userEvent.click(within(slot).getByRole('button', { name: 'Try again' }));
    expect(await within(slot).findByText('Earn list from mfe-earn')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('contains a widget that throws while rendering to its slot', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    logIn();
    const Broken: Widget = () => {
      throw new Error('widget bug');
    };
    load.mockResolvedValue(Broken);
    renderHome();
    const slot = screen.getByRole('region', { name: 'Ways to earn points' });
    expect(await within(slot).findByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    await expectMemberHomeAround();
  });

  it('shows a loading state while the widget loads', async () => {
    logIn();
    let resolve: (widget: Widget) => void = () => undefined;
    load.mockReturnValue(new Promise<Widget>((r) => (resolve = r)));
    renderHome();
    const slot = screen.getByRole('region', { name: 'Ways to earn points' });
    expect(within(slot).getByRole('status')).toHaveTextContent('Loading…');
    resolve(EarnList);
    expect(await within(slot).findByText('Earn list from mfe-earn')).toBeInTheDocument();
    expect(slot).toHaveAttribute('aria-busy', 'false');
  });

  it('opens and closes each FAQ answer from the keyboard, one at a time', async () => {
    logIn();
    renderHome();
    const first = await screen.findByRole('button', { name: 'How do I earn points?' });
    const second = screen.getByRole('button', { name: 'How do I redeem my points?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'How do I earn points?' })).not.toBeInTheDocument();

    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do I earn points?' })).toHaveTextContent(
      /Enter the codes from your product packages/,
    );

    await userEvent.tab();
    expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(second).toHaveAttribute('aria-expanded', 'false'));
  });

  it('speaks French and Spanish', async () => {
    logIn();
    const { unmount } = renderHome('fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bon retour, Dana\u00a0!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Questions fréquentes' })).toBeInTheDocument();
    unmount();
    renderHome('es');
    expect(await screen.findByRole('heading', { level: 1, name: '¡Hola de nuevo, Dana!' })).toBeInTheDocument();
  });
});
