import { useSession } from '@portal/shared';
import type { Activity } from '@portal/kit';
import { type FakeAnswer, type RouteHandler, fakeApi, renderPage } from '@portal/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ActivityPreviewPage } from './ActivityPreviewPage';
import { testActivity } from './testActivity';

const video = testActivity(1);
const quiz = testActivity(2, { actionType: 'survey', channel: 'quiz', data: 'flavor-profile', title: 'Quiz' });
const refer = testActivity(3, { actionType: 'refer', channel: 'email', data: '', title: 'Refer' });
const all = [video, quiz, refer];

function server(extra: Record<string, FakeAnswer | RouteHandler> = {}) {
  return fakeApi({
    'GET /s1/activity': { httpCode: 200, data: { content: all, metaData: { totalRecs: all.length } } },
    ...Object.fromEntries(all.map((a: Activity) => [`GET /s1/activity/${a.id}`, { httpCode: 200, data: a }])),
    'GET /s1/activity/*': { httpCode: 404, code: 'activity.notFound', message: 'Activity not found' },
    'GET /s1/points/pointbalance': { httpCode: 200, data: { pointBalance: 270, lifetimePoints: 270 } },
    ...extra,
  });
}

const open = (id: string) =>
  renderPage(
    <Routes>
      <Route path="/earn-points-action-preview/:id" element={<ActivityPreviewPage />} />
    </Routes>,
    { path: `/earn-points-action-preview/${id}` },
  );

beforeEach(() => {
  useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
  useSession.getState().setPointBalance(250);
});

describe('the activity preview', () => {
  it('says "Error 404! Activity not found" for a missing activity', async () => {
    server();
    open('00000000-0000-4000-8000-000000000099');
    expect(await screen.findByRole('heading', { name: 'Error 404! Activity not found' })).toBeInTheDocument();
  });

  it('says "Wrong Activity" for a type it does not know', async () => {
    const odd = testActivity(4, { actionType: 'hologram' as Activity['actionType'] });
    server({ [`GET /s1/activity/${odd.id}`]: { httpCode: 200, data: odd } });
    open(odd.id);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong Activity');
  });

  it('links Previous and Next between activities', async () => {
    server();
    open(quiz.id);
    expect(await screen.findByRole('link', { name: '← Previous' })).toHaveAttribute(
      'href',
      `/earn-points-action-preview/${video.id}`,
    );
    expect(screen.getByRole('link', { name: 'Next →' })).toHaveAttribute(
      'href',
      `/earn-points-action-preview/${refer.id}`,
    );
  });

  it('links a game to the wheel it names, and says once its points are earned that the wheel stays open', async () => {
    const game = testActivity(5, { actionType: 'games', channel: 'html', data: 'free-wheel', title: 'Play' });
    const completions = (count: number) => ({
      httpCode: 200,
      data: { content: [{ activityId: game.id, count, times: 1 }] },
    });
    server({
      [`GET /s1/activity/${game.id}`]: { httpCode: 200, data: game },
      'POST /s1/activity/web-activity-completed': completions(0),
    });
    const first = open(game.id);
    expect(await screen.findByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/contest/free-wheel');
    expect(await screen.findByText('Spin the wheel in the contest to complete this activity.')).toBeInTheDocument();
    first.unmount();
    server({
      [`GET /s1/activity/${game.id}`]: { httpCode: 200, data: game },
      'POST /s1/activity/web-activity-completed': completions(1),
    });
    open(game.id);
    expect(
      await screen.findByText('You have earned this game’s points. You can still spin the wheel.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/contest/free-wheel');
  });

  it('starts the event on play, records the watch for the video guard, completes at the end and refreshes the balance', async () => {
    const calls = server({
      'POST /s2/points': { httpCode: 200, data: 'event-1' },
      'PUT /s2/points': { httpCode: 200, data: { points: 20, pointBalance: 270 } },
    }).calls;
    open(video.id);
    const player = await screen.findByTestId('activity-video');
    fireEvent.play(player);
    expect(useSession.getState().videoPlayStatus).toEqual({ activityId: video.id });
    await screen.findByText(
      'Watch the video to the end to earn its points. Leaving this page before the end earns nothing.',
    );
    fireEvent.ended(player);
    expect(await screen.findByText('Congratulations! You have earned 20 Points')).toBeInTheDocument();
    expect(useSession.getState().videoPlayStatus).toBeNull();
    await waitFor(() => expect(useSession.getState().pointBalance).toBe(270));
    const sent = calls.filter((c) => c.url === '/s2/points').map((c) => [c.method, c.data]);
    expect(sent).toEqual([
      ['POST', { reference: video.id, state: 'started', type: 'view' }],
      ['PUT', { id: 'event-1', state: 'completed', type: 'view' }],
    ]);
  });

  it('tells "Sorry! {message}." when the server refuses an early end', async () => {
    server({
      'POST /s2/points': { httpCode: 200, data: 'event-1' },
      'PUT /s2/points': {
        httpCode: 422,
        code: 'earning.tooEarly',
        message: 'You finished before the 7 seconds this activity takes, so no points were credited',
      },
    });
    open(video.id);
    const player = await screen.findByTestId('activity-video');
    fireEvent.play(player);
    await screen.findByText(/Watch the video/);
    fireEvent.ended(player);
    expect(
      await screen.findByText(
        'Sorry! You finished before the 7 seconds this activity takes, so no points were credited.',
      ),
    ).toBeInTheDocument();
  });

  it('opens the maximum-points modal and stops the video when the start answers no event; Go back to home leaves', async () => {
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    server({ 'POST /s2/points': { httpCode: 200, data: null } });
    open(video.id);
    fireEvent.play(await screen.findByTestId('activity-video'));
    const dialog = await screen.findByRole('dialog', {
      name: 'You have already earned the maximum number of points possible for this action',
    });
    expect(useSession.getState().videoPlayStatus).toBeNull();
    expect(pause).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back to home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('stops a YouTube video too when the start answers no event', async () => {
    const hostedVideo = testActivity(6, { channel: 'youtube', data: 'dQw4w9WgXcQ', title: 'Hosted' });
    const pauseVideo = jest.fn();
    let onStateChange: (event: { data: number }) => void = () => undefined;
    window.YT = {
      Player: jest.fn((_host: HTMLElement, options: { events: { onStateChange: typeof onStateChange } }) => {
        onStateChange = options.events.onStateChange;
        return { pauseVideo, destroy: jest.fn() };
      }),
    };
    server({
      [`GET /s1/activity/${hostedVideo.id}`]: { httpCode: 200, data: hostedVideo },
      'POST /s2/points': { httpCode: 200, data: null },
    });
    open(hostedVideo.id);
    await waitFor(() => expect(window.YT!.Player).toHaveBeenCalled());
    act(() => onStateChange({ data: 1 }));
    await screen.findByRole('dialog', {
      name: 'You have already earned the maximum number of points possible for this action',
    });
    expect(pauseVideo).toHaveBeenCalled();
    delete window.YT;
  });

  it('shows the article and its activity again in the language the member switches to', async () => {
    const article = testActivity(5, { actionType: 'read', channel: 'html', data: 'battery-safety', title: 'Read' });
    const { calls } = server({
      [`GET /s1/activity/${article.id}`]: ({ headers }) => ({
        httpCode: 200,
        data: headers['Accept-Language'] === 'fr' ? { ...article, title: 'Lire' } : article,
      }),
      'GET /s1/activity/article/battery-safety': ({ headers }) => ({
        httpCode: 200,
        data: { html: headers['Accept-Language'] === 'fr' ? '<h2>Sécurité</h2>' : '<h2>Safety</h2>' },
      }),
      'POST /s2/points': { httpCode: 200, data: 'event-5' },
    });
    open(article.id);
    expect(await screen.findByRole('heading', { name: 'Safety' })).toBeInTheDocument();
    act(() => useSession.getState().setLanguage('fr'));
    expect(await screen.findByRole('heading', { name: 'Sécurité' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lire' })).toBeInTheDocument();
    // The reading goes on: no second event started.
    expect(calls.filter((c) => c.url === '/s2/points')).toHaveLength(1);
  });
});
