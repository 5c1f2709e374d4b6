import { REFRESH_PATH, onNotificationsChanged, useSession } from '@portal/shared';
import { fakeApi, renderPage, withGivenAnswers } from '@portal/shared/testing';
import type { SupportTicketDetail } from '@portal/kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../app';
import { ROUTES } from '../../routes';
import { SupportApp } from '../../SupportApp';
import { testTicket } from './testTickets';

const XSS = '<img src=x onerror="window.__pwned=1">';

const ticket = testTicket;

const detail = (overrides: Partial<SupportTicketDetail> = {}): SupportTicketDetail => ({
  ...ticket(7, { subject: XSS, isRead: false }),
  replies: [
    {
      id: 1,
      threadType: 'message',
      createdBy: { type: 'customers', name: 'Dana' },
      htmlBody: '&lt;b&gt;my text&lt;/b&gt;',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 2,
      threadType: 'message',
      createdBy: { type: 'agent', name: 'Sam' },
      htmlBody: `<p>We fixed it.</p>${XSS}<script>window.__pwned=2</script>`,
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
  ...overrides,
});

function logIn(tier = 1) {
  useSession
    .getState()
    .login({ id: 'm1', email: 'dana@example.com', name: 'Dana' }, { accessToken: 'a', refreshToken: 'r' });
  useSession.setState({ tier });
}

beforeEach(() => {
  sessionStorage.clear();
  logIn();
});

describe('the help desk', () => {
  it('shows the list in its first render when the page came with its answer (a first screen), and asks nothing', async () => {
    const { calls } = fakeApi({});
    const list = { httpCode: 200, data: { content: [ticket(1)], metaData: { totalRecs: 1 } } };
    await withGivenAnswers(ROUTES.find((route) => route.path === '/help-desk')!.calls, [list], () => {
      renderPage(<SupportApp />, { path: '/help-desk' });
      expect(within(screen.getByRole('table')).getByRole('link', { name: 'Ticket 1' })).toBeInTheDocument();
    });
    expect(calls).toHaveLength(0);
  });

  it('lists the tickets 8 per page with status labels and the unread mark', async () => {
    const tickets = Array.from({ length: 10 }, (_, i) =>
      ticket(
        i + 1,
        i === 0 ? { isRead: false } : i === 1 ? { status: 'active', updatedAt: '2026-11-20T10:00:00.000Z' } : {},
      ),
    );
    fakeApi({ 'GET /s1/support/ticket': { httpCode: 200, data: { content: tickets, metaData: { totalRecs: 10 } } } });
    const user = userEvent.setup();
    renderPage(<SupportApp />, { path: '/help-desk' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(within(rows[0]!).getByText('New reply')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Ticket 1' })).toHaveAttribute('href', '/help-desk/1');
    expect(within(rows[0]!).getByText('Waiting on customer')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('New')).toBeInTheDocument();
    expect(screen.getAllByText('New reply')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Ticket pages' })).toHaveTextContent('1 - 8 of 10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('9 - 10 of 10');
    expect(screen.queryByRole('heading', { name: 'Your VIP line' })).not.toBeInTheDocument();
    // The page is in the address: back from a ticket, or a reload, comes to it.
    expect(screen.getByTestId('location')).toHaveTextContent('/help-desk?page=2');
  });

  it('opens on the page its address names', async () => {
    const tickets = Array.from({ length: 10 }, (_, i) => ticket(i + 1));
    fakeApi({ 'GET /s1/support/ticket': { httpCode: 200, data: { content: tickets, metaData: { totalRecs: 10 } } } });
    renderPage(<SupportApp />, { path: '/help-desk?page=2' });
    expect(await screen.findByRole('link', { name: 'Ticket 9' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Ticket pages' })).toHaveTextContent('9 - 10 of 10');
  });

  it('keeps Submit disabled until subject and description are filled, and says so when creating fails', async () => {
    fakeApi({
      'GET /s1/support/ticket': { httpCode: 200, data: { content: [], metaData: { totalRecs: 0 } } },
      'POST /s1/support/ticket': { httpCode: 500, code: 'server.error', message: 'Something went wrong.' },
    });
    const user = userEvent.setup();
    renderPage(<SupportApp />, { path: '/help-desk' });
    expect(await screen.findByText(/You have no tickets yet/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Subject'), 'Lost points');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Description'), 'My points are gone');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, Please try again');
  });

  it('opens a ticket, lists it, and clears the form', async () => {
    let created = false;
    const { calls } = fakeApi({
      'GET /s1/support/ticket': () => ({
        httpCode: 200,
        data: { content: created ? [ticket(3, { subject: 'Lost points' })] : [], metaData: { totalRecs: 0 } },
      }),
      'POST /s1/support/ticket': () => {
        created = true;
        return { httpCode: 200, data: detail() };
      },
    });
    const user = userEvent.setup();
    renderPage(<SupportApp />, { path: '/help-desk' });
    await user.type(await screen.findByLabelText('Subject'), 'Lost points');
    await user.type(screen.getByLabelText('Description'), 'My points are gone');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('link', { name: 'Lost points' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.data).toEqual({
      subject: 'Lost points',
      message: 'My points are gone',
    });
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('shows Genius members their VIP line with the support hours', async () => {
    logIn(4);
    fakeApi({ 'GET /s1/support/ticket': { httpCode: 200, data: { content: [], metaData: { totalRecs: 0 } } } });
    renderPage(<SupportApp />, { path: '/help-desk' });
    const vip = await screen.findByRole('complementary', { name: 'Your VIP line' });
    expect(vip).toHaveTextContent('Monday to Friday, 9 to 5 ET');
    expect(vip).toHaveTextContent('24/7');
  });
});

describe('one ticket', () => {
  it('tells the member and the agent apart, shows markup as text and sanitises agent HTML', async () => {
    fakeApi({ 'GET /s1/support/ticket/7': { httpCode: 200, data: detail() } });
    renderPage(<SupportApp />, { path: '/help-desk/7' });
    expect(await screen.findByRole('heading', { level: 1, name: XSS })).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Conversation' });
    const [mine, agent] = within(thread).getAllByRole('listitem');
    expect(mine).toHaveTextContent('You');
    expect(mine).toHaveTextContent('<b>my text</b>');
    expect(agent).toHaveTextContent('Sam (support)');
    await waitFor(() => expect(agent!.querySelector('p')?.textContent).toBe('We fixed it.'));
    expect(agent!.querySelector('script')).toBeNull();
    expect(agent!.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
  });

  it("tells the bell to reload once the ticket is open, since opening it read its replies' notifications", async () => {
    const bell = jest.fn();
    const stopListening = onNotificationsChanged(bell);
    fakeApi({ 'GET /s1/support/ticket/7': { httpCode: 200, data: detail() } });
    renderPage(<SupportApp />, { path: '/help-desk/7' });
    await screen.findByRole('list', { name: 'Conversation' });
    expect(bell).toHaveBeenCalledTimes(1);

    fakeApi({
      'GET /s1/support/ticket/9': { httpCode: 404, code: 'support.ticketNotFound', message: 'Ticket not found.' },
    });
    renderPage(<SupportApp />, { path: '/help-desk/9' });
    await screen.findByRole('heading', { name: 'Ticket not found.' });
    expect(bell).toHaveBeenCalledTimes(1);
    stopListening();
  });

  it('sends a reply and shows the updated conversation; a closed ticket has no reply box', async () => {
    const replied = detail({ status: 'active' });
    replied.replies.push({ ...replied.replies[0]!, id: 3, htmlBody: 'Thanks!' });
    const { calls } = fakeApi({
      'GET /s1/support/ticket/7': { httpCode: 200, data: detail() },
      'POST /s1/support/oreq': { httpCode: 200, data: replied },
    });
    const user = userEvent.setup();
    const open = renderPage(<SupportApp />, { path: '/help-desk/7' });
    // An open ticket offers the reply box.
    await user.type(await screen.findByLabelText('Your reply'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    expect(calls.at(-1)?.data).toEqual({ ticketId: 7, message: 'Thanks!' });
    // The open ticket's page goes away, so its reply box cannot stand in for the closed ticket's.
    open.unmount();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();

    fakeApi({ 'GET /s1/support/ticket/8': { httpCode: 200, data: detail({ id: 8, status: 'closed' }) } });
    renderPage(<SupportApp />, { path: '/help-desk/8' });
    expect(await screen.findByText(/This ticket is closed/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Conversation' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
  });

  it("says not found for another member's ticket and for an impossible id", async () => {
    fakeApi({
      'GET /s1/support/ticket/9': { httpCode: 404, code: 'support.ticketNotFound', message: 'Ticket not found.' },
    });
    const { unmount } = renderPage(<SupportApp />, { path: '/help-desk/9' });
    expect(await screen.findByRole('heading', { name: 'Ticket not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Help Desk' })).toHaveAttribute('href', '/help-desk');
    unmount();
    renderPage(<SupportApp />, { path: '/help-desk/abc' });
    expect(await screen.findByRole('heading', { name: 'Ticket not found.' })).toBeInTheDocument();
  });
});

describe('a session that ends while the member writes', () => {
  const SESSION_ENDED = { httpCode: 401 };

  it('gives the new ticket back, subject and description, once the member signs in again', async () => {
    let attempts = 0;
    fakeApi({
      'GET /s1/support/ticket': { httpCode: 200, data: { content: [], metaData: { totalRecs: 0 } } },
      'POST /s1/support/ticket': () => (++attempts === 1 ? SESSION_ENDED : { httpCode: 200, data: detail() }),
      [`POST ${REFRESH_PATH}`]: SESSION_ENDED,
    });
    const user = userEvent.setup();
    const page = renderPage(<SupportApp />, { path: '/help-desk' });
    await user.type(await screen.findByLabelText('Subject'), 'Lost points');
    await user.type(screen.getByLabelText('Description'), 'My receipt from March is missing.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(useSession.getState().user).toBeNull());
    page.unmount();

    logIn();
    renderPage(<SupportApp />, { path: '/help-desk' });
    expect(await screen.findByLabelText('Subject')).toHaveValue('Lost points');
    expect(screen.getByLabelText('Description')).toHaveValue('My receipt from March is missing.');
    expect(screen.getByText('Your session ended before this was sent. We kept what you had typed.')).toBeVisible();
    // Sent, the ticket's words are no longer a kept draft: the notice goes with them.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(''));
    expect(screen.queryByText('Your session ended before this was sent. We kept what you had typed.')).toBeNull();
  });

  it('gives a reply back on its own ticket only', async () => {
    fakeApi({
      'GET /s1/support/ticket/7': { httpCode: 200, data: detail() },
      'GET /s1/support/ticket/8': { httpCode: 200, data: detail({ id: 8 }) },
      'POST /s1/support/oreq': SESSION_ENDED,
      [`POST ${REFRESH_PATH}`]: SESSION_ENDED,
    });
    const user = userEvent.setup();
    const page = renderPage(<SupportApp />, { path: '/help-desk/7' });
    await user.type(await screen.findByLabelText('Your reply'), 'It was 120 points.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(useSession.getState().user).toBeNull());
    page.unmount();

    logIn();
    const other = renderPage(<SupportApp />, { path: '/help-desk/8' });
    expect(await screen.findByLabelText('Your reply')).toHaveValue('');
    other.unmount();
    renderPage(<SupportApp />, { path: '/help-desk/7' });
    expect(await screen.findByLabelText('Your reply')).toHaveValue('It was 120 points.');
    expect(screen.getByText('Your session ended before this was sent. We kept what you had typed.')).toBeVisible();
  });
});
