import { useSession } from '@portal/shared';
import { fakeApi, renderPage } from '@portal/shared/testing';
import type { Envelope, SupportTicketDetail } from '@portal/kit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import '../../app';
import { SupportApp } from '../../SupportApp';

/** A ticket an agent closes (support:status … closed) while the member has it open. */
const ticket = (status: SupportTicketDetail['status']): SupportTicketDetail => ({
  id: 7,
  subject: 'Lost points',
  status,
  priority: 'normal',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  assignedTo: null,
  preview: 'We are looking into it.',
  isRead: true,
  replies: [
    {
      id: 1,
      threadType: 'message',
      createdBy: { type: 'agent', name: 'Sam' },
      htmlBody: '<p>We are looking into it.</p>',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
});

/** The API's answer to a reply to a closed ticket (api/src/modules/support/service.ts), in English. */
const REFUSED: Envelope = {
  httpCode: 409,
  code: 'support.ticketClosed',
  message: 'This ticket is closed. Please open a new ticket.',
};

/** The ticket page open on a ticket the API then says is closed: each later GET answers it closed. */
function closedMeanwhile(refusal: Envelope = REFUSED) {
  let closed = false;
  return fakeApi({
    'GET /s1/support/ticket/7': () => ({ httpCode: 200, data: ticket(closed ? 'closed' : 'waiting') }),
    'GET /s1/support/ticket/8': { httpCode: 200, data: { ...ticket('waiting'), id: 8, subject: 'Another one' } },
    'POST /s1/support/oreq': () => {
      closed = true;
      return refusal;
    },
  });
}

/** Another ticket's address reached without leaving the page, as a notification's link does. */
function OtherTicketLink() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/help-desk/8')}>
      Other ticket
    </button>
  );
}

async function replyOnPage(language: 'en' | 'fr' | 'es', label: string, send: string) {
  const user = userEvent.setup();
  renderPage(
    <>
      <SupportApp />
      <OtherTicketLink />
    </>,
    { path: '/help-desk/7', language },
  );
  await user.type(await screen.findByLabelText(label), 'One more thing');
  await user.click(screen.getByRole('button', { name: send }));
  return user;
}

beforeEach(() => {
  useSession
    .getState()
    .login({ id: 'm1', email: 'dana@example.com', name: 'Dana' }, { accessToken: 'a', refreshToken: 'r' });
});

describe('a reply to a ticket closed while the page was open', () => {
  it("shows the API's reason, with focus, and the ticket fetched again as closed with no reply box", async () => {
    const { calls } = closedMeanwhile();
    await replyOnPage('en', 'Your reply', 'Send reply');
    const reason = await screen.findByRole('alert');
    expect(reason).toHaveTextContent('This ticket is closed. Please open a new ticket.');
    expect(reason).not.toHaveTextContent('Something went wrong');
    expect(reason).toHaveFocus();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    // Fetched again: the status shows Closed, and the conversation stays.
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET' && call.url === '/s1/support/ticket/7')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Conversation' })).toHaveTextContent('We are looking into it.');
  });

  it.each([
    [
      'fr',
      'Votre réponse',
      'Envoyer la réponse',
      'Cette demande est fermée. Veuillez en ouvrir une nouvelle.',
      'Fermée',
    ],
    ['es', 'Tu respuesta', 'Enviar respuesta', 'Esta solicitud está cerrada. Abre una nueva solicitud.', 'Cerrada'],
  ] as const)('says it in %s by the API code', async (language, label, send, reason, status) => {
    closedMeanwhile();
    await replyOnPage(language, label, send);
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(await screen.findByText(status)).toBeInTheDocument();
    expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
  });

  it("leaves the refusal with its ticket: another ticket's page has its reply box", async () => {
    closedMeanwhile();
    const user = await replyOnPage('en', 'Your reply', 'Send reply');
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Other ticket' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Another one' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the API's own message for a 409 whose code it does not know", async () => {
    closedMeanwhile({ httpCode: 409, code: 'support.somethingNew', message: 'This ticket was merged into #9.' });
    await replyOnPage('en', 'Your reply', 'Send reply');
    expect(await screen.findByRole('alert')).toHaveTextContent('This ticket was merged into #9.');
    await waitFor(() => expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument());
  });
});
