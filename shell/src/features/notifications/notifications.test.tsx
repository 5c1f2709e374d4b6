import { announceNotificationsChanged, useCampaign, useSession } from '@portal/shared';
import { fakeApi, renderPage, type FakeAnswer, type FakeRequest } from '@portal/shared/testing';
import { loadSanitizer, type CampaignConfig, type PortalNotification } from '@portal/kit';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { NotificationBell } from './NotificationBell';
import { NotificationPopup } from './NotificationPopup';
import { NOTIFICATION_POLL_MS } from './poll';
import { useNotifications } from './store';
import { useNotificationPoll } from './useNotificationPoll';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const note = (n: number, overrides: Partial<PortalNotification> = {}): PortalNotification => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'web',
  richTextMsg: '',
  shortMessage: `Message ${n}`,
  route: null,
  createdAt: at(-100 + n),
  isRead: false,
  ...overrides,
});

/** The notification API on the shared fake, holding the member's list; `calls()` lists requests as text. */
function fakeServer(initial: PortalNotification[]) {
  const server = { items: [...initial], requests: [] as FakeRequest[], calls: () => server.requests.map(asText) };
  const reply = (data: unknown) => ({ httpCode: 200, data });
  server.requests = fakeApi({
    'GET /s1/notification': ({ params }) => {
      const since = params.date as string | undefined;
      const content = server.items
        .filter((item) => !since || item.createdAt > since)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return reply({ content, metaData: { totalRecs: content.length } });
    },
    'PUT /s1/notification/*': ({ url }) => {
      const uuid = url.split('/').pop();
      server.items = server.items.map((item) => (item.uuid === uuid ? { ...item, isRead: true } : item));
      return reply(server.items.find((item) => item.uuid === uuid));
    },
  }).calls;
  return server;
}

function asText({ method, url, params, data }: FakeRequest): string {
  const query = new URLSearchParams(params as Record<string, string>).toString();
  return `${method} ${url}${query ? `?${query}` : ''}${data ? ` ${JSON.stringify(data)}` : ''}`;
}

function Poller() {
  useNotificationPoll();
  return null;
}

const renderShell = (path = '/') =>
  renderPage(
    <>
      <Poller />
      <NotificationBell />
      <NotificationPopup />
    </>,
    { path },
  );

/** Lets the fake server's promises settle under fake timers. */
const settle = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });

// The sanitizer loads on first use; loading it up front lets the test see the formatted text.
beforeAll(() => loadSanitizer());

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  useNotifications.getState().reset();
  useSession.getState().login({ id: 'm1', email: 'm@example.com' }, { accessToken: 'a.e30.s', refreshToken: 'r' });
  useCampaign.setState({
    config: { notificationUI: { maxAllowDays: 30, isRouteBased: true, maxNotificationShow: 2 } } as CampaignConfig,
  });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the notification bell', () => {
  it('loads everything once, then every 30 s asks only for what is newer than the newest known', async () => {
    const server = fakeServer([note(1), note(2, { isRead: true })]);
    renderShell();
    await settle();
    expect(server.calls()).toEqual(['GET /s1/notification?page=0&limit=5000']);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');

    server.items.push(note(50));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS - 1);
    });
    expect(server.calls()).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(server.calls()[1]).toBe(`GET /s1/notification?page=0&limit=5000&date=${encodeURIComponent(at(-98))}`);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    });
    expect(server.calls()[2]).toBe(`GET /s1/notification?page=0&limit=5000&date=${encodeURIComponent(at(-50))}`);
  });

  it('opens and closes the panel with the bell, and closes it with Escape, focus back on the bell', async () => {
    fakeServer([note(1)]);
    renderShell();
    await settle();
    const bell = screen.getByTestId('notification-bell');
    /** A tap: the press (which closes a panel when it lands outside it), then the click. */
    const tap = (target: Element) => {
      fireEvent.mouseDown(target);
      fireEvent.click(target);
    };
    tap(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Message 1');
    tap(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();

    tap(bell);
    within(screen.getByRole('region', { name: 'Notifications' }))
      .getAllByRole('button')[0]!
      .focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();

    tap(bell);
    tap(document.body);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows 10 at a time with View More, and marking one read sends isRead and reloads', async () => {
    const server = fakeServer(Array.from({ length: 23 }, (_, i) => note(i + 1)));
    renderShell();
    await settle();
    fireEvent.click(screen.getByTestId('notification-bell'));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getAllByTestId('notification-item')).toHaveLength(10);
    expect(within(panel).getAllByTestId('notification-item')[0]).toHaveTextContent('Message 23');
    // Focus goes to the first new notification, also when the button goes at the end of the list.
    const firstButton = (index: number) =>
      within(within(panel).getAllByTestId('notification-item')[index]!).getAllByRole('button')[0];
    fireEvent.click(within(panel).getByRole('button', { name: 'View More' }));
    expect(within(panel).getAllByTestId('notification-item')).toHaveLength(20);
    expect(firstButton(10)).toHaveFocus();
    fireEvent.click(within(panel).getByRole('button', { name: 'View More' }));
    expect(within(panel).getAllByTestId('notification-item')).toHaveLength(23);
    expect(within(panel).queryByRole('button', { name: 'View More' })).toBeNull();
    expect(firstButton(20)).toHaveFocus();
    expect(firstButton(20)).toHaveTextContent('Message 3');

    server.requests.length = 0;
    fireEvent.click(within(panel).getAllByRole('button', { name: 'Mark as read' })[0]!);
    await settle();
    expect(server.calls()).toEqual([
      `PUT /s1/notification/${note(23).uuid} {"isRead":true}`,
      'GET /s1/notification?page=0&limit=5000',
    ]);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('22');
  });

  it('reloads the whole list when a remote announces that it read notifications, and stops listening on logout', async () => {
    const server = fakeServer([note(1, { route: '/help-desk/7' }), note(2)]);
    renderShell();
    await settle();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');

    // The help desk opened ticket 7: the server read its notification, which no newer-only poll would show.
    server.items = server.items.map((item) => (item.route === '/help-desk/7' ? { ...item, isRead: true } : item));
    server.requests.length = 0;
    act(() => announceNotificationsChanged());
    await settle();
    expect(server.calls()).toEqual(['GET /s1/notification?page=0&limit=5000']);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');

    act(() => useSession.getState().logout());
    act(() => announceNotificationsChanged());
    await settle();
    expect(server.calls()).toHaveLength(1);
  });

  it('sanitizes the rich text of a notification', async () => {
    fakeServer([
      note(1, { richTextMsg: '<p>Hello <b>member</b><img src=x onerror="alert(1)"><script>alert(2)</script></p>' }),
    ]);
    renderShell();
    await settle();
    fireEvent.click(screen.getByTestId('notification-bell'));
    const item = screen.getByTestId('notification-item');
    expect(item.querySelector('b')).toHaveTextContent('member');
    expect(item.querySelector('script')).toBeNull();
    expect(item.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('says the list is loading until it arrives, not that there are none', async () => {
    let answer = (_: FakeAnswer) => {};
    fakeApi({
      'GET /s1/notification': () =>
        new Promise<FakeAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    renderShell();
    await settle();
    fireEvent.click(screen.getByTestId('notification-bell'));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading notifications…');
    expect(within(panel).queryByText('You have no notifications yet.')).toBeNull();

    answer({ httpCode: 200, data: { content: [], metaData: { totalRecs: 0 } } });
    await settle();
    expect(within(panel).queryByRole('status')).toBeNull();
    expect(within(panel).getByText('You have no notifications yet.')).toBeInTheDocument();
  });

  it('says when the list could not load and loads it again on Try again', async () => {
    let answer: FakeAnswer = { httpCode: 500 };
    const { calls } = fakeApi({ 'GET /s1/notification': () => answer });
    renderShell();
    await settle();
    fireEvent.click(screen.getByTestId('notification-bell'));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('alert')).toHaveTextContent('We could not load your notifications.');
    expect(within(panel).queryByText('You have no notifications yet.')).toBeNull();

    answer = { httpCode: 200, data: { content: [note(1)], metaData: { totalRecs: 1 } } };
    calls.length = 0;
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(calls.map(asText)).toEqual(['GET /s1/notification?page=0&limit=5000']);
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(within(panel).getByTestId('notification-item')).toHaveTextContent('Message 1');
  });

  it('empties the list on logout and stops polling', async () => {
    const server = fakeServer([note(1)]);
    renderShell();
    await settle();
    act(() => useSession.getState().logout());
    expect(useNotifications.getState().items).toEqual([]);
    const calls = server.calls().length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 3);
    });
    expect(server.calls()).toHaveLength(calls);
  });
});

describe('popup notifications', () => {
  it('open as a modal on their route page and are marked read when closed', async () => {
    const popup = note(5, { type: 'popup', shortMessage: 'Double points today!', route: '/rewards' });
    const server = fakeServer([popup, note(6, { type: 'popup', shortMessage: 'Elsewhere', route: '/contest' })]);
    renderShell('/rewards');
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Notification' });
    expect(dialog).toHaveTextContent('Double points today!');
    expect(screen.queryByText('Elsewhere')).toBeNull();

    server.requests.length = 0;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await settle();
    expect(server.calls()[0]).toBe(`PUT /s1/notification/${popup.uuid} {"isRead":true}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.items.find((item) => item.uuid === popup.uuid)?.isRead).toBe(true);
  });

  it('skip popups older than maxAllowDays and stop after maxNotificationShow', async () => {
    const old = note(1, {
      type: 'popup',
      shortMessage: 'Too old',
      createdAt: new Date(NOW - 31 * 86_400_000).toISOString(),
    });
    const popups = [2, 3, 4].map((n) => note(n, { type: 'popup', shortMessage: `Popup ${n}` }));
    fakeServer([old, ...popups]);
    renderShell('/');
    await settle();
    const seen: string[] = [];
    for (;;) {
      const dialog = screen.queryByRole('dialog');
      if (!dialog) break;
      seen.push(within(dialog).getByText(/Popup|Too old/).textContent ?? '');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
      await settle();
    }
    expect(seen).toEqual(['Popup 2', 'Popup 3']);
  });

  it('show anywhere when the campaign does not tie them to routes', async () => {
    useCampaign.setState({
      config: { notificationUI: { maxAllowDays: 30, isRouteBased: false, maxNotificationShow: 3 } } as CampaignConfig,
    });
    fakeServer([note(7, { type: 'popup', shortMessage: 'Anywhere', route: '/contest' })]);
    renderShell('/about-us');
    await settle();
    expect(screen.getByRole('dialog', { name: 'Notification' })).toHaveTextContent('Anywhere');
  });
});
