import { useSession } from '@portal/shared';
import { fakeApi, renderPage, withGivenAnswers } from '@portal/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testActivity } from '../activity-preview/testActivity';
import { ROUTES } from '../../routes';
import { EarnPointsPage } from './EarnPointsPage';

beforeEach(() => {
  useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
});

describe('the earn-points page', () => {
  it('shows the list in its first render when the page came with its answer (a first screen), then marks what is done, and a filter asks again', async () => {
    const all = Array.from({ length: 3 }, (_, i) => testActivity(i + 1));
    const { calls } = fakeApi({
      'GET /s1/activity': ({ params }) => {
        const content = params.actionType === 'survey' ? [] : all;
        return { httpCode: 200, data: { content, metaData: { totalRecs: content.length } } };
      },
      'POST /s1/activity/web-activity-completed': {
        httpCode: 200,
        data: { content: [{ activityId: all[0]!.id, count: 1, times: 1 }] },
      },
    });
    const page = { httpCode: 200, data: { content: all, metaData: { totalRecs: 3 } } };
    await withGivenAnswers(ROUTES.find((route) => route.path === '/earn-points')!.calls, [page], async () => {
      renderPage(<EarnPointsPage />, { path: '/earn-points' });
      expect(screen.getByText('Activity 3')).toBeInTheDocument();
      expect(await screen.findAllByTestId('activity-done')).toHaveLength(1);
    });
    expect(calls.map((call) => call.url)).toEqual(['/s1/activity/web-activity-completed']);
    await userEvent.click(screen.getByRole('button', { name: 'Survey' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(await screen.findByText('Activity 3')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/s1/activity')).toHaveLength(2);
  });

  it('filters by type, marks completed activities done and hides View More at the end', async () => {
    const all = Array.from({ length: 3 }, (_, i) => testActivity(i + 1));
    const survey = testActivity(9, { actionType: 'survey', title: 'A survey' });
    const { calls } = fakeApi({
      'GET /s1/activity': ({ params }) => {
        const content = params.actionType === 'survey' ? [survey] : all;
        return { httpCode: 200, data: { content, metaData: { totalRecs: content.length } } };
      },
      'POST /s1/activity/web-activity-completed': {
        httpCode: 200,
        data: { content: [{ activityId: all[0]!.id, count: 1, times: 1 }] },
      },
    });
    renderPage(<EarnPointsPage />);
    expect(await screen.findByText('Activity 3')).toBeInTheDocument();
    const [done] = await screen.findAllByTestId('activity-done');
    expect(screen.getAllByTestId('activity-done')).toHaveLength(1);
    // The done card offers to look again; the others still to earn.
    expect(done!.closest('[data-testid="activity-card"]')).toHaveTextContent('View Again');
    expect(screen.getAllByText('Earn Now')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
    expect(screen.getByText('What are you looking for?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Survey' }));
    expect(await screen.findByText('A survey')).toBeInTheDocument();
    expect(screen.queryByText('Activity 1')).not.toBeInTheDocument();
    const lists = calls.filter((c) => c.url === '/s1/activity').map((c) => c.params);
    expect(lists).toEqual([
      { page: '0', limit: '100' },
      { page: '0', limit: '100', actionType: 'survey' },
    ]);
  });

  it('keeps the filter in the address, so coming back opens the list the member chose', async () => {
    const survey = testActivity(9, { actionType: 'survey', title: 'A survey' });
    const { calls } = fakeApi({
      'GET /s1/activity': ({ params }) => {
        const content = params.actionType === 'survey' ? [survey] : [testActivity(1)];
        return { httpCode: 200, data: { content, metaData: { totalRecs: content.length } } };
      },
      'POST /s1/activity/web-activity-completed': { httpCode: 200, data: { content: [] } },
    });
    renderPage(<EarnPointsPage />, { path: '/earn-points?filter=survey' });
    expect(await screen.findByText('A survey')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Survey' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.url === '/s1/activity').map((c) => c.params.actionType)).toEqual(['survey']);
    await userEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(await screen.findByText('Activity 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the list while the done marks are still on their way', async () => {
    const activity = testActivity(1);
    let answerCompletions = () => {};
    fakeApi({
      'GET /s1/activity': { httpCode: 200, data: { content: [activity], metaData: { totalRecs: 1 } } },
      'POST /s1/activity/web-activity-completed': () =>
        new Promise((resolve) => {
          answerCompletions = () =>
            resolve({ httpCode: 200, data: { content: [{ activityId: activity.id, count: 2, times: 2 }] } });
        }),
    });
    renderPage(<EarnPointsPage />);
    expect(await screen.findByText('Activity 1')).toBeInTheDocument();
    expect(screen.queryByTestId('activity-done')).not.toBeInTheDocument();
    act(() => answerCompletions());
    expect(await screen.findByTestId('activity-done')).toBeInTheDocument();
  });

  it('keeps the done marks of every page, whichever count check answers first', async () => {
    const page1 = Array.from({ length: 100 }, (_, i) => testActivity(i + 1));
    const page2 = [testActivity(101)];
    let answerFirstPage = () => {};
    fakeApi({
      'GET /s1/activity': ({ params }) => ({
        httpCode: 200,
        data: { content: params.page === '0' ? page1 : page2, metaData: { totalRecs: 101 } },
      }),
      'POST /s1/activity/web-activity-completed': ({ data }) => {
        const [first] = (data as { activityIds: string[] }).activityIds;
        const done = { httpCode: 200, data: { content: [{ activityId: first!, count: 1, times: 1 }] } };
        if (first !== page1[0]!.id) return done;
        return new Promise((resolve) => {
          answerFirstPage = () => resolve(done);
        });
      },
    });
    renderPage(<EarnPointsPage />);
    const slow = { timeout: 10_000 };
    await userEvent.click(await screen.findByRole('button', { name: 'View More' }, slow));
    expect(await screen.findAllByTestId('activity-done', {}, slow)).toHaveLength(1);
    act(() => answerFirstPage());
    await waitFor(() => expect(screen.getAllByTestId('activity-done')).toHaveLength(2), slow);
  }, 30_000);

  it('loads the next page with View More while the server has more', async () => {
    const page1 = Array.from({ length: 100 }, (_, i) => testActivity(i + 1));
    const page2 = [testActivity(101)];
    fakeApi({
      'GET /s1/activity': ({ params }) => ({
        httpCode: 200,
        data: { content: params.page === '0' ? page1 : page2, metaData: { totalRecs: 101 } },
      }),
      'POST /s1/activity/web-activity-completed': { httpCode: 200, data: { content: [] } },
    });
    renderPage(<EarnPointsPage />);
    // A hundred cards take jsdom a second or two to render (more on a busy machine): wait for them, not for a default second.
    const slow = { timeout: 10_000 };
    await userEvent.click(await screen.findByRole('button', { name: 'View More' }, slow));
    expect(await screen.findByText('Activity 101', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
    // The button is gone: a keyboard member carries on at the first new card.
    expect(screen.getByRole('link', { name: /Activity 101/ })).toHaveFocus();
  }, 30_000);

  it('says when View More could not load the next page, and loads it on the next click', async () => {
    const page1 = Array.from({ length: 3 }, (_, i) => testActivity(i + 1));
    const page2 = [testActivity(4)];
    let nextPage: { httpCode: number; data?: unknown } = { httpCode: 500 };
    fakeApi({
      'GET /s1/activity': ({ params }) =>
        params.page === '0' ? { httpCode: 200, data: { content: page1, metaData: { totalRecs: 4 } } } : nextPage,
      'POST /s1/activity/web-activity-completed': { httpCode: 200, data: { content: [] } },
    });
    renderPage(<EarnPointsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'View More' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load more activities. Please try again.');
    expect(screen.getByText('Activity 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View More' })).toBeEnabled();

    nextPage = { httpCode: 200, data: { content: page2, metaData: { totalRecs: 4 } } };
    await userEvent.click(screen.getByRole('button', { name: 'View More' }));
    expect(await screen.findByText('Activity 4')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
  });

  it('names the upload filter in French after receipts, as the Upload Receipt page does', async () => {
    fakeApi({
      'GET /s1/activity': { httpCode: 200, data: { content: [testActivity(1)], metaData: { totalRecs: 1 } } },
      'POST /s1/activity/web-activity-completed': { httpCode: 200, data: { content: [] } },
    });
    renderPage(<EarnPointsPage />, { language: 'fr' });
    expect(await screen.findByRole('button', { name: 'Reçus' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoi' })).not.toBeInTheDocument();
  });

  it('loads the list again in the language the member switches to', async () => {
    const { calls } = fakeApi({
      'GET /s1/activity': ({ headers }) => {
        const title = headers['Accept-Language'] === 'es' ? 'Recomienda a un amigo' : 'Refer a Friend';
        return { httpCode: 200, data: { content: [testActivity(1, { title })], metaData: { totalRecs: 1 } } };
      },
      'POST /s1/activity/web-activity-completed': { httpCode: 200, data: { content: [] } },
    });
    renderPage(<EarnPointsPage />);
    expect(await screen.findByText('Refer a Friend')).toBeInTheDocument();
    act(() => useSession.getState().setLanguage('es'));
    expect(await screen.findByText('Recomienda a un amigo')).toBeInTheDocument();
    expect(screen.queryByText('Refer a Friend')).not.toBeInTheDocument();
    const lists = calls.filter((c) => c.url === '/s1/activity').map((c) => c.headers['Accept-Language']);
    expect(lists).toEqual(['en', 'es']);
  });
});
