import type { ContestWheel, Envelope, SpinStarted } from '@portal/kit';
import { type Language, useSession } from '@portal/shared';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PublicSpinPage } from './PublicSpinPage';
import { SpinPage } from './SpinPage';
import { landingRotation } from './wheelGeometry';

const ID = '00000000-0000-4000-8000-000000000001';
const ids = ['a', 'b', 'c', 'd'].map((x) => `00000000-0000-4000-8000-00000000000${x}`);
const WHEEL: ContestWheel = {
  id: ID,
  name: 'Monthly Prize Wheel',
  description: 'Spin to win.',
  cardHeaderImage: '',
  pointRequired: 20,
  actionType: 'spin',
  allowSpin: true,
  segments: [
    { segmentId: ids[0]!, text: 'Better luck', bgColor: '#eeeeee', textColor: '#000000', segmentType: 'sorry' },
    { segmentId: ids[1]!, text: '10 points', bgColor: '#5b2a86', textColor: '#ffffff', segmentType: 'points' },
    { segmentId: ids[2]!, text: 'Free spin', bgColor: '#f2c14e', textColor: '#000000', segmentType: 'free_spin' },
    { segmentId: ids[3]!, text: '50 points', bgColor: '#1f7a4d', textColor: '#ffffff', segmentType: 'points' },
  ],
};

let reducedMotion = true;
beforeEach(() => {
  reducedMotion = true;
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes('reduce') })) as never;
  useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
  useSession.getState().setPointBalance(5);
});

/** The member's spin calls: each start answers the next of `results` (a segment index, or an error envelope). */
function fakeServer(
  results: Array<{ segment: number; parentId?: string } | Envelope<never>>,
  named = ID,
  started: Partial<SpinStarted> = {},
) {
  let spins = 0;
  return fakeApi({
    [`GET /s1/contest/${named}`]: { httpCode: 200, data: WHEEL },
    'POST /s1/contest/spin': () => {
      const next = results[spins];
      spins += 1;
      if (next && 'httpCode' in next) return next;
      return { httpCode: 201, data: { contestHistoryId: `00000000-0000-4000-8000-10000000000${spins}`, ...started } };
    },
    'PUT /s1/contest/spin/*': ({ url }) => {
      const n = Number(url.slice(-1));
      const next = results[n - 1] as { segment: number; parentId?: string };
      const data = { contestHistoryId: url.split('/').pop()!, segmentId: ids[next.segment]!, parentId: next.parentId };
      return { httpCode: next.parentId ? 206 : 200, data };
    },
    'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 40, lifetimePoints: 60 } },
  }).calls;
}

const renderSpin = (named = ID, language: Language = 'en') =>
  renderPage(
    <Routes>
      <Route path="/contest/:id" element={<SpinPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { path: `/contest/${named}`, language },
  );

const spinButton = () => screen.getByRole('button', { name: /Click To Spin|Spinning/ });

/**
 * Whether the turned wheel stays out of Click To Spin's way (jsdom has no layout, so this reads the
 * styles a browser hit-tests by): between the wheel (role img) and the part that turns, a box that does
 * not turn clips it to the wheel's circle (so its rotated square box reaches nowhere), and
 * pointer-events: none, which is inherited, on that part or a box around it (so it takes no taps).
 */
function turnedWheelTakesNoTaps(): boolean {
  const turning = screen.getByTestId('wheel');
  const frame = screen.getByRole('img', { name: /Prize wheel/ });
  if (!/rotate/.test(turning.style.transform)) throw new Error('the wheel has not turned');
  const boxes: HTMLElement[] = [];
  for (let box = turning.parentElement; box && box !== frame; box = box.parentElement) boxes.push(box);
  const clipped = boxes.some((box) => {
    const style = getComputedStyle(box);
    return /hidden|clip/.test(style.overflow) && !box.style.transform && style.borderRadius === '50%';
  });
  const noTaps = [turning, ...boxes].some((box) => getComputedStyle(box).pointerEvents === 'none');
  return clipped && noTaps;
}

describe('the spin page', () => {
  it('turns to the segment the server drew, announces it and offers GO BACK', async () => {
    const calls = fakeServer([{ segment: 3 }]);
    renderSpin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Monthly Prize Wheel' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Prize wheel with 4 segments/ })).toBeInTheDocument();
    await userEvent.click(spinButton());
    const dialog = await screen.findByRole('dialog', { name: 'You won' });
    expect(dialog).toHaveTextContent('50 points');
    expect(dialog).not.toHaveTextContent('game activity');
    // A member's prize is theirs at once: nothing to claim.
    expect(dialog).not.toHaveTextContent('reference');
    expect(screen.getByTestId('wheel')).toHaveAttribute('data-rotation', String(landingRotation(0, 3, 4, 1)));
    // Turned, its square box would reach over Click To Spin below it: no part of the wheel takes taps.
    expect(turnedWheelTakesNoTaps()).toBe(true);
    // The wheel's live region is the page's only status: the toaster shows nothing here.
    expect(screen.getByRole('status')).toHaveTextContent('You won 50 points.');
    expect(calls.filter((c) => c.method === 'POST')[0]?.data).toEqual({ contestId: ID });
    await userEvent.click(screen.getByRole('button', { name: 'GO BACK' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contest$/);
  });

  it('gives focus back to the spin button when the result is closed with Escape or ×', async () => {
    const user = userEvent.setup();
    fakeServer([{ segment: 3 }, { segment: 0 }]);
    renderSpin();
    // A tap on a phone does not focus the button, and a browser takes focus from a button it disables:
    // either way the page, not the button, has focus when the result opens (jsdom would keep it on
    // the disabled button, so the spin is a tap here, which focuses nothing).
    fireEvent.click(await screen.findByRole('button', { name: 'Click To Spin' }));
    await screen.findByRole('dialog', { name: 'You won' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Click To Spin' })).toHaveFocus();

    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.click(screen.getByRole('button', { name: 'Click To Spin' }));
    const sorry = await screen.findByRole('dialog', { name: 'Oh no!' });
    await user.click(within(sorry).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Click To Spin' })).toHaveFocus();
  });

  it('opens a wheel a games activity names by its slug, spins it by its id and says what the game earned', async () => {
    const calls = fakeServer([{ segment: 1 }, { segment: 0 }], 'monthly-wheel', { gamePoints: 20 });
    renderSpin('monthly-wheel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monthly Prize Wheel' })).toBeInTheDocument();
    await userEvent.click(spinButton());
    const dialog = await screen.findByRole('dialog', { name: 'You won' });
    expect(dialog).toHaveTextContent('This spin also earned you 20 points for a game activity.');
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.data)).toEqual([{ contestId: ID }, { contestId: ID }]);
  });

  it('spins 8 turns in 5 seconds without reduced motion, and reads the balance again 5 seconds later', async () => {
    reducedMotion = false;
    jest.useFakeTimers();
    try {
      const calls = fakeServer([{ segment: 0 }]);
      renderSpin();
      await act(async () => jest.advanceTimersByTimeAsync(10));
      await act(async () => spinButton().click());
      await act(async () => jest.advanceTimersByTimeAsync(10));
      const wheel = screen.getByTestId('wheel');
      expect(wheel).toHaveAttribute('data-rotation', String(landingRotation(0, 0, 4, 8)));
      expect(wheel.style.transition).toContain('5000ms');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const balanceReads = () => calls.filter((c) => c.url === '/s1/points/pointbalance').length;
      expect(balanceReads()).toBe(1);
      await act(async () => jest.advanceTimersByTimeAsync(5000));
      expect(screen.getByRole('dialog', { name: 'Oh no!' })).toHaveTextContent('Better luck next time!');
      expect(balanceReads()).toBe(2);
      expect(useSession.getState().pointBalance).toBe(40);
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers Spin Now on free_spin, which spends the free spin with its parent id', async () => {
    const calls = fakeServer([{ segment: 2, parentId: 'parent-1' }, { segment: 1 }]);
    renderSpin();
    await userEvent.click(await screen.findByRole('button', { name: 'Click To Spin' }));
    const dialog = await screen.findByRole('dialog', { name: 'You won' });
    expect(dialog).toHaveTextContent('Free spin');
    expect(screen.getByRole('status')).toHaveTextContent(/^You won a free spin!$/);
    await userEvent.click(screen.getByRole('button', { name: 'Spin Now' }));
    expect(await screen.findByText('You won 10 points.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.data)).toEqual([
      { contestId: ID },
      { contestId: ID, parentId: 'parent-1' },
    ]);
  });

  it('tells a member who won a reward that it waits in My Rewards, and links there', async () => {
    const segments = WHEEL.segments.map((segment, i) =>
      i === 3 ? { ...segment, text: 'Gift card', segmentType: 'reward' as const } : segment,
    );
    fakeApi({
      [`GET /s1/contest/${ID}`]: { httpCode: 200, data: { ...WHEEL, segments } },
      'POST /s1/contest/spin': { httpCode: 201, data: { contestHistoryId: '00000000-0000-4000-8000-100000000001' } },
      'PUT /s1/contest/spin/*': { httpCode: 200, data: { contestHistoryId: 'x', segmentId: ids[3]! } },
      'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 5, lifetimePoints: 60 } },
    });
    renderSpin();
    await userEvent.click(await screen.findByRole('button', { name: 'Click To Spin' }));
    const dialog = await screen.findByRole('dialog', { name: 'You won' });
    expect(dialog).toHaveTextContent('Gift card');
    expect(dialog).toHaveTextContent(
      'Your prize is waiting in My Rewards. If it is sent by post, give your address there.',
    );
    expect(within(dialog).getByRole('link', { name: 'Go to My Rewards' })).toHaveAttribute('href', '/my-rewards');
    expect(within(dialog).getByRole('button', { name: 'GO BACK' })).toBeInTheDocument();
  });

  it('keeps a free spin when its result is closed: Click To Spin then spends it', async () => {
    const user = userEvent.setup();
    const calls = fakeServer([{ segment: 2, parentId: 'parent-1' }, { segment: 1 }]);
    renderSpin();
    await user.click(await screen.findByRole('button', { name: 'Click To Spin' }));
    await screen.findByRole('dialog', { name: 'You won' });
    await user.keyboard('{Escape}');
    expect(screen.getByText('You have a free spin: Click To Spin uses it, at no cost.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Click To Spin' }));
    expect(await screen.findByText('You won 10 points.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.data)).toEqual([
      { contestId: ID },
      { contestId: ID, parentId: 'parent-1' },
    ]);
    expect(screen.queryByText(/You have a free spin/)).not.toBeInTheDocument();
  });

  it('spends a free spin the wheel says the member holds, even past the daily limit', async () => {
    const { calls } = fakeApi({
      [`GET /s1/contest/${ID}`]: {
        httpCode: 200,
        data: { ...WHEEL, allowSpin: false, spinBlock: 'today', freeSpinParentId: 'parent-9' },
      },
      'POST /s1/contest/spin': { httpCode: 201, data: { contestHistoryId: '00000000-0000-4000-8000-100000000001' } },
      'PUT /s1/contest/spin/*': { httpCode: 200, data: { contestHistoryId: 'x', segmentId: ids[0]! } },
      'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 5, lifetimePoints: 60 } },
    });
    renderSpin();
    const button = await screen.findByRole('button', { name: 'Click To Spin' });
    expect(button).toBeEnabled();
    expect(screen.queryByText(/Spinning is not available/)).not.toBeInTheDocument();
    await userEvent.click(button);
    await screen.findByRole('dialog');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.data)).toEqual([
      { contestId: ID, parentId: 'parent-9' },
    ]);
  });

  it.each([
    ['fr', 'Tourner la roue', 'Vous avez gagné un tour gratuit\u00a0!', 'Vous avez gagné 10 points.'],
    ['es', 'Girar la ruleta', '¡Has ganado un giro gratis!', 'Has ganado 10 points.'],
  ] as const)(
    'in %s, names the button for any device and says a free spin in a sentence',
    async (language, button, free, points) => {
      fakeServer([{ segment: 2, parentId: 'parent-1' }, { segment: 1 }]);
      renderSpin(ID, language);
      await userEvent.click(await screen.findByRole('button', { name: button }));
      await screen.findByRole('dialog');
      expect(screen.getByRole('status').textContent).toBe(free);
      await userEvent.click(
        screen.getByRole('button', { name: language === 'fr' ? 'Tourner maintenant' : 'Girar ahora' }),
      );
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(points));
    },
  );

  it('opens the points-needed prompt on 406', async () => {
    fakeServer([{ httpCode: 406, code: 'points.lowOnPoints', message: 'Oops! Low On Points.' }]);
    renderSpin();
    await userEvent.click(await screen.findByRole('button', { name: 'Click To Spin' }));
    const prompt = await screen.findByRole('dialog', { name: 'Oops! Low On Points.' });
    expect(prompt).toHaveTextContent(/You need \d+ more points to spin this wheel./);
    expect(screen.getByRole('link', { name: 'Earn Points' })).toHaveAttribute('href', '/earn-points');
  });

  it('says "Oops! You have reached the maximum limit." on 403 and reads the wheel again', async () => {
    const calls = fakeServer([
      { httpCode: 403, code: 'contest.limitReached', message: 'Oops! You have reached the maximum limit.' },
    ]);
    renderSpin();
    await userEvent.click(await screen.findByRole('button', { name: 'Click To Spin' }));
    expect(await screen.findByText('Oops! You have reached the maximum limit.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.url === `/s1/contest/${ID}`)).toHaveLength(2),
    );
  });

  it('says "Something went wrong." on another failure', async () => {
    fakeServer([{ httpCode: 500, code: 'server.error', message: 'boom' }]);
    renderSpin();
    await userEvent.click(await screen.findByRole('button', { name: 'Click To Spin' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Click To Spin' })).toBeEnabled();
  });

  it('toasts "Error! Invalid request" and goes home when the contest does not exist', async () => {
    fakeApi({
      [`GET /s1/contest/${ID}`]: { httpCode: 404, code: 'contest.notFound', message: 'Error! Invalid request' },
    });
    renderSpin();
    expect(await screen.findByText('Error! Invalid request')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['no server answers', 'We could not reach the server. Please check your connection and try again.'],
    ['the server fails', 'Something went wrong.'],
  ])('stays on the wheel when %s reading it, says so, and reads it again on Try again', async (when, text) => {
    let reads = 0;
    fakeApi({
      [`GET /s1/contest/${ID}`]: () => {
        reads += 1;
        if (reads > 1) return { httpCode: 200, data: WHEEL };
        if (when === 'no server answers') throw new TypeError('Failed to fetch');
        return { httpCode: 500, code: 'server.error', message: 'boom' };
      },
      'POST /s1/contest/spin': { httpCode: 201, data: { contestHistoryId: `00000000-0000-4000-8000-100000000001` } },
      'PUT /s1/contest/spin/*': { httpCode: 200, data: { contestHistoryId: 'x', segmentId: ids[1]! } },
      'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 40, lifetimePoints: 60 } },
    });
    renderSpin();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText('Error! Invalid request')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/contest/${ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Click To Spin' }));
    expect(await screen.findByRole('dialog', { name: 'You won' })).toHaveTextContent('10 points');
  });

  it('keeps the wheel when reading it again after a 403 finds no server', async () => {
    let reads = 0;
    fakeApi({
      [`GET /s1/contest/${ID}`]: () => {
        reads += 1;
        if (reads === 2) throw new TypeError('Failed to fetch');
        return { httpCode: 200, data: WHEEL };
      },
      'POST /s1/contest/spin': { httpCode: 403, code: 'contest.limitReached', message: 'limit' },
    });
    renderSpin();
    await userEvent.click(await screen.findByRole('button', { name: 'Click To Spin' }));
    expect(
      await screen.findByText('We could not reach the server. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/contest/${ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Monthly Prize Wheel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
    expect(reads).toBe(3);
  });

  it('says the server could not be reached when a spin gets no answer, and lets the member spin again', async () => {
    fakeApi({
      [`GET /s1/contest/${ID}`]: { httpCode: 200, data: WHEEL },
      'POST /s1/contest/spin': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderSpin();
    await userEvent.click(await screen.findByRole('button', { name: 'Click To Spin' }));
    expect(
      await screen.findByText('We could not reach the server. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Click To Spin' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(`/contest/${ID}`);
  });

  it('disables Click To Spin when the server does not allow a spin', async () => {
    fakeApi({ [`GET /s1/contest/${ID}`]: { httpCode: 200, data: { ...WHEEL, allowSpin: false } } });
    renderSpin();
    expect(await screen.findByRole('button', { name: 'Click To Spin' })).toBeDisabled();
    expect(screen.getByText('Spinning is not available right now.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'tier', 'This wheel is for members of a higher tier. Earn points to move up.'],
    ['fr', 'total', 'Vous avez utilisé tous les tours que permet ce concours.'],
    ['es', 'prizes', 'Por ahora se han ganado todos los premios de esta ruleta. Vuelve más tarde.'],
  ] as const)('says in %s why the wheel cannot be spun (%s)', async (language, spinBlock, reason) => {
    fakeApi({ [`GET /s1/contest/${ID}`]: { httpCode: 200, data: { ...WHEEL, allowSpin: false, spinBlock } } });
    renderSpin(ID, language);
    expect(await screen.findByText((text) => text.endsWith(reason))).toBeInTheDocument();
  });

  it('tells a member at the daily limit the day and time the wheel opens again, in their language', async () => {
    const nextSpinAt = '2026-11-29T00:00:00.000Z';
    fakeApi({
      [`GET /s1/contest/${ID}`]: {
        httpCode: 200,
        data: { ...WHEEL, allowSpin: false, spinBlock: 'today', nextSpinAt },
      },
    });
    renderSpin(ID, 'fr');
    const when = new Intl.DateTimeFormat('fr', { weekday: 'long', hour: 'numeric', minute: '2-digit' }).format(
      new Date(nextSpinAt),
    );
    expect(when).toMatch(/^(samedi|dimanche) /);
    expect(
      await screen.findByText(
        `Il n’est pas possible de tourner la roue pour le moment. Vous avez utilisé vos tours du jour. Vous pourrez tourner à nouveau ${when}.`,
      ),
    ).toBeInTheDocument();
  });
});

describe('the public spin page', () => {
  it('spins a link for a visitor and shows a used link the server’s message', async () => {
    useSession.getState().logout();
    const token = 'demo-wheel-2026-open-link';
    let used = false;
    fakeApi({
      [`GET /s1/contestx/spin/${token}`]: { httpCode: 200, data: WHEEL },
      [`POST /s1/contestx/spin/${token}`]: () => {
        if (used)
          return { httpCode: 403, code: 'contest.linkUsed', message: 'This contest link has already been used.' };
        used = true;
        return { httpCode: 201, data: { contestHistoryId: ids[0]! } };
      },
      [`PUT /s1/contestx/spin/${token}`]: { httpCode: 200, data: { contestHistoryId: ids[0]!, segmentId: ids[1]! } },
    });
    renderPage(
      <Routes>
        <Route path="/contestx/:id" element={<PublicSpinPage />} />
      </Routes>,
      { path: `/contestx/${token}` },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Click To Spin' }));
    const result = await screen.findByRole('dialog', { name: 'You won' });
    expect(result).toHaveTextContent('10 points');
    // A visitor has no account: the spin is the reference to claim the prize by the contact form.
    expect(result).toHaveTextContent(`To receive your prize, contact us and give this reference:${ids[0]!}`);
    expect(within(result).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Click To Spin' }));
    expect(await screen.findByText('This contest link has already been used.')).toBeInTheDocument();
  });
});
