import { useSession } from '@portal/shared';
import { fakeApi, renderPage } from '@portal/shared/testing';
import type { SupportTicketDetail, TicketReply } from '@portal/kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../app';
import { SupportApp } from '../../SupportApp';
import { testTicket } from './testTickets';

/**
 * The new-ticket and reply buttons are disabled while the API answers, which takes focus from them (a
 * browser moves it to the document): focus must go where the answer shows.
 */
const ticket = testTicket;

const reply = (id: number, type: 'agent' | 'customers', htmlBody: string): TicketReply => ({
  id,
  threadType: 'message',
  createdBy: { type, name: type === 'agent' ? 'Sam' : 'Dana' },
  htmlBody,
  createdAt: '2026-11-21T10:00:00.000Z',
});

const detail = (id: number, replies: TicketReply[]): SupportTicketDetail => ({ ...ticket(id), replies });

beforeEach(() => {
  useSession
    .getState()
    .login({ id: 'm1', email: 'dana@example.com', name: 'Dana' }, { accessToken: 'a', refreshToken: 'r' });
});

describe('focus after the new-ticket form is sent', () => {
  it("goes to the new ticket in the list, the list turned to the new ticket's page", async () => {
    const older = Array.from({ length: 10 }, (_, i) => ticket(i + 1));
    let created = false;
    fakeApi({
      'GET /s1/support/ticket': () => {
        const content = created ? [ticket(42, { subject: 'Lost points', status: 'active' }), ...older] : older;
        return { httpCode: 200, data: { content, metaData: { totalRecs: content.length } } };
      },
      'POST /s1/support/ticket': () => {
        created = true;
        return { httpCode: 200, data: detail(42, [reply(1, 'customers', 'My points are gone')]) };
      },
    });
    const user = userEvent.setup();
    renderPage(<SupportApp />, { path: '/help-desk' });
    await screen.findByRole('table');
    // The member is on the list's second page: the new ticket comes first, on the first.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Subject'), 'Lost points');
    await user.type(screen.getByLabelText('Description'), 'My points are gone');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const link = await screen.findByRole('link', { name: 'Lost points' });
    await waitFor(() => expect(link).toHaveFocus());
    expect(link).toHaveAttribute('href', '/help-desk/42');
  });

  it('goes to the failure message when the ticket could not be opened', async () => {
    fakeApi({
      'GET /s1/support/ticket': { httpCode: 200, data: { content: [], metaData: { totalRecs: 0 } } },
      'POST /s1/support/ticket': { httpCode: 500, code: 'server.error', message: 'Something went wrong.' },
    });
    const user = userEvent.setup();
    renderPage(<SupportApp />, { path: '/help-desk' });
    await user.type(await screen.findByLabelText('Subject'), 'Lost points');
    await user.type(screen.getByLabelText('Description'), 'My points are gone');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Something went wrong, Please try again');
    await waitFor(() => expect(failure).toHaveFocus());
  });

  it('stays where the member put it meanwhile', async () => {
    let answer: (value: unknown) => void = () => {};
    fakeApi({
      'GET /s1/support/ticket': { httpCode: 200, data: { content: [], metaData: { totalRecs: 0 } } },
      'POST /s1/support/ticket': async () => {
        await new Promise((resolve) => (answer = resolve));
        return { httpCode: 500, code: 'server.error', message: 'Something went wrong.' };
      },
    });
    const user = userEvent.setup();
    renderPage(
      <>
        <button type="button">Menu</button>
        <SupportApp />
      </>,
      { path: '/help-desk' },
    );
    await user.type(await screen.findByLabelText('Subject'), 'Lost points');
    await user.type(screen.getByLabelText('Description'), 'My points are gone');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    answer(null);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});

describe('focus after a reply is sent', () => {
  it('goes to the new reply in the conversation', async () => {
    const first = [reply(1, 'agent', '<p>We are looking into it.</p>')];
    fakeApi({
      'GET /s1/support/ticket/7': { httpCode: 200, data: detail(7, first) },
      'POST /s1/support/oreq': {
        httpCode: 200,
        data: { ...detail(7, [...first, reply(2, 'customers', 'Thanks!')]), status: 'active' },
      },
    });
    const user = userEvent.setup();
    renderPage(<SupportApp />, { path: '/help-desk/7' });
    await user.type(await screen.findByLabelText('Your reply'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const thread = screen.getByRole('list', { name: 'Conversation' });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
    const mine = within(thread).getAllByRole('listitem')[1]!;
    expect(mine).toHaveTextContent('Thanks!');
    await waitFor(() => expect(mine).toHaveFocus());
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
  });

  it('goes to the failure message when the reply could not be sent', async () => {
    fakeApi({
      'GET /s1/support/ticket/7': { httpCode: 200, data: detail(7, [reply(1, 'agent', '<p>Hello</p>')]) },
      'POST /s1/support/oreq': { httpCode: 500, code: 'server.error', message: 'Something went wrong.' },
    });
    const user = userEvent.setup();
    renderPage(<SupportApp />, { path: '/help-desk/7' });
    await user.type(await screen.findByLabelText('Your reply'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Something went wrong, Please try again');
    await waitFor(() => expect(failure).toHaveFocus());
    // The reply is kept for another try.
    expect(screen.getByLabelText('Your reply')).toHaveValue('Thanks!');
  });
});
