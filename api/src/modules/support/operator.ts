import type { TicketStatus } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import { translate } from '../../platform/messages';
import { textLines } from '../../platform/plain-text';
import { findMemberById, toSummary } from '../identity';
import { type MailOutcome, type Mailer, asMailLanguage } from '../mail';
import { inEveryLanguage, sendNotification } from '../notification';
import {
  type ActionRow,
  type QueueRow,
  type ReplyRow,
  findQueueTicket,
  findTicket,
  insertAction,
  insertReply,
  listActions,
  listQueue,
  listReplies,
  lockTicket,
  updateTicket,
} from './repository';
import { ticketRoute } from './rules';
import { MAIL_BODY_KEPT_SECONDS, TICKET_STATUSES } from './service';

export interface AgentReply {
  ticketId: number;
  /** The agent answering: recorded on the reply and in the ticket's actions. */
  agent: string;
  /** The reply as HTML; the portal sanitises it when it shows it. */
  html: string;
  /**
   * The ticket's status after the reply; waiting (on the customer) unless the agent chooses another.
   * A closed ticket is reopened only by a status given here: the member can no longer reply to it.
   */
  status?: TicketStatus;
}

/** An agent's action the ticket's state refuses: the operator's to correct (the CLI exits 2). */
export class SupportOperatorError extends Error {}

export const isTicketStatus = (value: string | undefined): value is TicketStatus =>
  TICKET_STATUSES.some((status) => status === value);

/**
 * What agents do on tickets, as service functions: the operator CLI calls them today and a web
 * console can later (docs/product/support.md, Agents). Every action records who did it.
 */
export function createSupportOperator({ db, mailer, portalUrl }: { db: Db; mailer: Mailer; portalUrl: string }) {
  type Locked = NonNullable<Awaited<ReturnType<typeof lockTicket>>>;

  function change<T>(ticketId: number, work: (tx: Db, ticket: Locked) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const ticket = await lockTicket(tx, ticketId);
      if (!ticket) throw new DomainError('support.ticketNotFound', 404);
      return work(tx, ticket);
    });
  }

  /** Tells the member in the bell, in their language, that an agent replied: in the reply's transaction. */
  async function notifyMember(tx: Db, ticketId: number): Promise<void> {
    const ticket = await findTicket(tx, ticketId);
    const member = ticket ? await findMemberById(tx, ticket.member_id) : undefined;
    if (!ticket || !member) return;
    await sendNotification(tx, {
      to: { email: member.email },
      type: 'web',
      ...inEveryLanguage((reader) => translate('support.agentReplied', reader, { subject: ticket.subject })),
      route: ticketRoute(ticketId),
    });
  }

  /**
   * Mails the member, in their language, that an agent replied; says what became of the mail. A mail the
   * SMTP server refused waits in the outbox for the API's relay: the reply has committed, and an operator
   * who saw an error would send it twice.
   */
  async function mailMember(ticketId: number): Promise<MailOutcome> {
    const ticket = await findTicket(db, ticketId);
    const member = ticket ? await findMemberById(db, ticket.member_id) : undefined;
    if (!ticket || !member) return 'kept';
    const language = asMailLanguage(member.language);
    const route = ticketRoute(ticketId);
    return mailer.send({
      to: member.email,
      kind: 'ticket-reply',
      language,
      values: {
        name: toSummary(member).name,
        subject: ticket.subject,
        ticket: String(ticketId),
        link: `${portalUrl}${route}`,
      },
      secretValidSeconds: MAIL_BODY_KEPT_SECONDS,
    });
  }

  return {
    queue: (filter: { status?: TicketStatus; email?: string } = {}): Promise<QueueRow[]> => listQueue(db, filter),

    /** One ticket with its conversation and what agents did to it, oldest first: reading records nothing. */
    async ticket(ticketId: number): Promise<TicketView> {
      const ticket = await findQueueTicket(db, ticketId);
      if (!ticket) throw new DomainError('support.ticketNotFound', 404);
      const [replies, actions] = await Promise.all([listReplies(db, ticketId), listActions(db, ticketId)]);
      return { ticket, replies, actions };
    },

    /**
     * Records the reply and its notice in the bell together (an operator told "failed" must not have
     * replied), then mails the member; what became of the mail.
     */
    async reply({ ticketId, agent, html, status }: AgentReply): Promise<MailOutcome> {
      await change(ticketId, async (tx, current) => {
        if (current.status === 'closed' && !status)
          throw new SupportOperatorError(
            `Ticket ${ticketId} is closed, and the member can no longer reply to it. ` +
              'To reopen it with this reply, give the status it should have (waiting, for instance).',
          );
        const next = status ?? 'waiting';
        await insertReply(tx, { ticketId, authorType: 'agent', agent, body: html });
        await updateTicket(tx, ticketId, { status: next });
        await insertAction(tx, { ticketId, actor: agent, action: 'reply', status: { from: current.status, to: next } });
        await notifyMember(tx, ticketId);
      });
      return mailMember(ticketId);
    },

    /** Sets the status; false, with nothing recorded, when the ticket has it already. */
    setStatus(ticketId: number, status: TicketStatus, agent: string): Promise<boolean> {
      return change(ticketId, async (tx, current) => {
        if (current.status === status) return false;
        await updateTicket(tx, ticketId, { status });
        await insertAction(tx, {
          ticketId,
          actor: agent,
          action: 'status',
          status: { from: current.status, to: status },
        });
        return true;
      });
    },

    /** Assigns the ticket; false, with nothing recorded, when it is that agent's already. */
    assign(ticketId: number, assignee: string, agent: string): Promise<boolean> {
      return change(ticketId, async (tx, current) => {
        if (current.assigned_to === assignee) return false;
        await updateTicket(tx, ticketId, { assignedTo: assignee });
        await insertAction(tx, { ticketId, actor: agent, action: 'assign', detail: assignee });
        return true;
      });
    },
  };
}

export type SupportOperator = ReturnType<typeof createSupportOperator>;

/** A ticket as an agent reads it (support:ticket). */
export interface TicketView {
  ticket: QueueRow;
  replies: ReplyRow[];
  actions: ActionRow[];
}

const lastAuthor = (row: QueueRow): string =>
  row.last_author === 'agent' ? (row.last_agent ?? 'an agent') : 'the member';

/** A ticket's line of the queue: number, status, priority, member, subject. */
const ticketLine = (row: QueueRow): string =>
  `#${row.id} [${row.status}] ${row.priority === 'high' ? 'HIGH ' : ''}${row.email} — ${row.subject}`;

const assignment = (row: QueueRow): string => (row.assigned_to ? `, assigned to ${row.assigned_to}` : '');

/** The queue as the CLI prints it: one line per ticket, with its last update, assignee and last author. */
export function describeQueue(rows: QueueRow[]): string {
  if (rows.length === 0) return 'No tickets.';
  return rows
    .map(
      (row) =>
        `${ticketLine(row)} (updated ${row.updated_at.toISOString()}${assignment(row)}` +
        `, last reply by ${lastAuthor(row)})`,
    )
    .join('\n');
}

/**
 * A message as text, indented under its heading: an agent's HTML as a reader sees it (textLines), a
 * member's own text with its line breaks. The CLI escapes control characters in the whole report.
 */
function messageText(reply: ReplyRow): string {
  const lines = reply.author_type === 'agent' ? textLines(reply.body) : reply.body.trim().split(/\r?\n/);
  return lines.map((line) => `    ${line}`).join('\n');
}

/** "active → waiting"; the new status alone when the action kept it or predates status_from. */
const statusChange = (row: ActionRow): string =>
  row.status_from && row.status_from !== row.status ? `${row.status_from} → ${row.status}` : `${row.status}`;

const ACTION_WORDS: Record<ActionRow['action'], (row: ActionRow) => string> = {
  reply: (row) => `replied; status ${statusChange(row)}`,
  status: (row) =>
    row.status_from ? `changed the status: ${row.status_from} → ${row.status}` : `set the status to ${row.status}`,
  assign: (row) => `assigned it to ${row.detail}`,
};

/** One ticket as support:ticket prints it: its line, its messages, then what agents did, oldest first. */
export function describeTicket({ ticket, replies, actions }: TicketView): string {
  const messages = replies.map(
    (reply) =>
      `  ${reply.created_at.toISOString()}  ${reply.author_type === 'agent' ? `${reply.agent} (agent)` : 'the member'}:\n` +
      messageText(reply),
  );
  const history = actions.map(
    (row) => `  ${row.created_at.toISOString()}  ${row.actor} ${ACTION_WORDS[row.action](row)}`,
  );
  return [
    ticketLine(ticket),
    `Opened ${ticket.created_at.toISOString()}, updated ${ticket.updated_at.toISOString()}${assignment(ticket)}.`,
    '',
    `Messages (${replies.length}), oldest first:`,
    ...messages,
    '',
    actions.length === 0 ? 'No agent has acted on it yet.' : 'What agents did, oldest first:',
    ...history,
  ].join('\n');
}
