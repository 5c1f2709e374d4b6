import { type Language, useSession } from '@portal/shared';
import { type Activity, type ActivityPortalPage } from '@portal/kit';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testActivity } from '../activity-preview/testActivity';
import EarnListWidget from './EarnListWidget';

/** The shared test activity, as a YouTube video without a minimum duration. */
const activity = (n: number, extra: Partial<Activity> = {}): Activity =>
  testActivity(n, { channel: 'youtube', data: 'abc', minimumActivityDuration: 0, ...extra });

/** The activity API on the shared fake, holding `all`, paged the way the server pages. */
function fakeServer(all: Activity[], { failPages = [] as number[] } = {}) {
  const { calls } = fakeApi({
    'GET /s1/activity/portal': ({ params }) => {
      const [page, limit] = [Number(params.page), Number(params.limit)];
      if (failPages.includes(page)) return { httpCode: 500, message: 'Something went wrong.' };
      const start = (page - 1) * limit;
      const data: ActivityPortalPage = {
        content: all.slice(start, start + limit),
        metaData: { totalRecs: all.length },
        end: start + limit >= all.length,
      };
      return { httpCode: 200, data };
    },
  });
  return calls;
}

const renderWidget = (language: Language = 'en') => renderPage(<EarnListWidget />, { language });

const cards = () => screen.queryAllByTestId('activity-card');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  useSession.getState().login({ id: 'm1', email: 'dana@example.com' }, { accessToken: 'a', refreshToken: 'r' });
});

describe('the earn list widget', () => {
  it('comes back with the pages the address says were shown, asked side by side', async () => {
    const calls = fakeServer(Array.from({ length: 9 }, (_, i) => activity(i + 1)));
    renderPage(<EarnListWidget />, { path: '/?shown=2' });
    expect(await screen.findByText('Activity 8')).toBeInTheDocument();
    expect(cards()).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 8 of 9 activities');
    expect(calls.map(({ params }) => params.page)).toEqual(['1', '2']);
    expect(document.activeElement).toBe(document.body);
  });

  it('shows 4 activities, loads the next page with View More and hides the button at the end', async () => {
    const calls = fakeServer(Array.from({ length: 9 }, (_, i) => activity(i + 1)));
    renderWidget();
    expect(await screen.findByText('Activity 4')).toBeInTheDocument();
    expect(titles()).toEqual(['Activity 1', 'Activity 2', 'Activity 3', 'Activity 4']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 9 activities');

    await userEvent.click(screen.getByRole('button', { name: 'View More' }));
    expect(await screen.findByText('Activity 8')).toBeInTheDocument();
    expect(cards()).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Activity 5' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'View More' }));
    expect(await screen.findByText('Activity 9')).toBeInTheDocument();
    expect(cards()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activity 9' })).toHaveFocus();

    expect(calls.map(({ url, params }) => ({ url, ...params }))).toEqual(
      [1, 2, 3].map((page) => ({
        url: '/s1/activity/portal',
        page: String(page),
        limit: '4',
        types: 'view,survey,refer,read,share,games,click,login-n-earn',
      })),
    );
  });

  it('shows no View More when the first page is the end', async () => {
    fakeServer([activity(1), activity(2)]);
    renderWidget();
    expect(await screen.findByText('Activity 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
  });

  it('renders a card: sanitized HTML title, tier points, image and the link of its type', async () => {
    fakeServer([
      activity(1, {
        title: 'Watch <em>this</em><img src="x" onerror="alert(1)"><script>alert(2)</script>!',
        isTierEnabled: true,
        tierPoints: 35,
      }),
      activity(2, { actionType: 'click', data: '/earn-points/pincode', title: 'Enter Code' }),
      activity(3, { actionType: 'upload', data: '', title: 'Upload a Receipt', points: 50 }),
      activity(4, { isTierEnabled: true, tierPoints: null, points: 20, title: 'Tiered without tier points' }),
    ]);
    renderWidget();
    const first = await screen.findByRole('link', { name: /^Watch\s*this\s*!$/ });
    expect(first).toHaveAttribute('href', '/earn-points-action-preview/00000000-0000-4000-8000-000000000001');
    const [card1, , card3, card4] = cards();
    const title = within(card1!).getByRole('heading', { level: 3 });
    expect(title.querySelector('em')).toHaveTextContent('this');
    expect(title.querySelector('script')).toBeNull();
    expect(title.querySelector('img')).not.toHaveAttribute('onerror');
    expect(card1).toHaveTextContent('35 points');
    expect(card1?.querySelector('img')).toHaveAttribute('src', '/api/s1/activity/images/video.svg');
    expect(card1?.querySelector('img')).toHaveAttribute('alt', '');
    expect(card4).toHaveTextContent('20 points');
    expect(card3).toHaveTextContent('50 points');
    expect(screen.getByRole('link', { name: 'Enter Code' })).toHaveAttribute('href', '/earn-points/pincode');
    expect(screen.getByRole('link', { name: 'Upload a Receipt' })).toHaveAttribute('href', '/upload-receipt');
  });

  it('says so when there is nothing to earn', async () => {
    fakeServer([]);
    renderWidget();
    expect(await screen.findByText(/There are no activities right now/)).toBeInTheDocument();
  });

  it('offers a retry when the first page fails, and keeps the list when a later page fails', async () => {
    const all = Array.from({ length: 6 }, (_, i) => activity(i + 1));
    fakeServer(all, { failPages: [1] });
    renderWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the activities.');
    fakeServer(all, { failPages: [2] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Activity 4')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'View More' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load more activities.');
    expect(cards()).toHaveLength(4);
    fakeServer(all);
    await userEvent.click(screen.getByRole('button', { name: 'View More' }));
    expect(await screen.findByText('Activity 6')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks the member’s language', async () => {
    fakeServer(Array.from({ length: 5 }, (_, i) => activity(i + 1)));
    renderWidget('fr');
    expect(await screen.findByRole('button', { name: 'Voir plus' })).toBeInTheDocument();
  });

  it('loads the list again in the language the member switches to, its titles still sanitized', async () => {
    const french = [
      activity(1, { title: 'Regarder <em>ceci</em><img src="x" onerror="alert(1)">' }),
      activity(2, { title: 'Parrainez un ami' }),
    ];
    const { calls } = fakeApi({
      'GET /s1/activity/portal': ({ headers }) => {
        const content = headers['Accept-Language'] === 'fr' ? french : [activity(1), activity(2)];
        return { httpCode: 200, data: { content, metaData: { totalRecs: 2 }, end: true } };
      },
    });
    renderWidget();
    expect(await screen.findByText('Activity 2')).toBeInTheDocument();
    act(() => useSession.getState().setLanguage('fr'));
    expect(await screen.findByText('Parrainez un ami')).toBeInTheDocument();
    const title = within(cards()[0]!).getByRole('heading', { level: 3 });
    expect(title.querySelector('em')).toHaveTextContent('ceci');
    expect(title.querySelector('img')).not.toHaveAttribute('onerror');
    expect(calls.map((call) => call.headers['Accept-Language'])).toEqual(['en', 'fr']);
  });
});
