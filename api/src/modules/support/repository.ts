import type { TicketAuthorType, TicketPriority, TicketStatus } from '@portal/kit/contracts';
import type { Db } from '../../db/db';

export interface TicketRow {
  id: string;
  member_id: string;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  assigned_to: string | null;
  created_at: Date;
  updated_at: Date;
  /** The latest reply's body and author, for the list's preview. */
  last_body: string;
  last_author: TicketAuthorType;
  /** The agent who wrote the latest reply, when an agent did. */
  last_agent: string | null;
  unread: number;
}

export interface ReplyRow {
  id: string;
  author_type: TicketAuthorType;
  agent: string | null;
  body: string;
  created_at: Date;
}

export interface QueueRow extends TicketRow {
  email: string;
}

const TICKET_COLUMNS = `
  t.id::text as id, t.member_id, t.subject, t.status, t.priority, t.assigned_to, t.created_at, t.updated_at,
  last.body as last_body, last.author_type as last_author, last.agent as last_agent,
  (select count(*)::int from support_reply u
    where u.ticket_id = t.id and u.author_type = 'agent' and u.read_at is null) as unread`;

const LAST_REPLY = `
  join lateral (select r.body, r.author_type, r.agent from support_reply r
    where r.ticket_id = t.id order by r.id desc limit 1) last on true`;

export async function listMemberTickets(
  db: Db,
  memberId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: TicketRow[]; total: number }> {
  const rows = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from support_ticket t ${LAST_REPLY}
     where t.member_id = $1 order by t.updated_at desc, t.id desc limit $2 offset $3`,
    [memberId, limit, offset],
  );
  const { total } = await db.one<{ total: number }>(
    'select count(*)::int as total from support_ticket where member_id = $1',
    [memberId],
  );
  return { rows, total };
}

/** One ticket; with a member id, only when it is theirs. */
export function findTicket(db: Db, id: number, memberId?: string): Promise<TicketRow | undefined> {
  const owner = memberId === undefined ? '' : ' and t.member_id = $2';
  return db.maybeOne<TicketRow>(
    `select ${TICKET_COLUMNS} from support_ticket t ${LAST_REPLY} where t.id = $1${owner}`,
    memberId === undefined ? [id] : [id, memberId],
  );
}

/** Locks the ticket row for the rest of the transaction, so concurrent replies apply one after another. */
export function lockTicket(
  tx: Db,
  id: number,
): Promise<{ member_id: string; status: TicketStatus; assigned_to: string | null } | undefined> {
  return tx.maybeOne('select member_id, status, assigned_to from support_ticket where id = $1 for update', [id]);
}

export function listReplies(db: Db, ticketId: number): Promise<ReplyRow[]> {
  return db.query<ReplyRow>(
    `select id::text as id, author_type, agent, body, created_at from support_reply
     where ticket_id = $1 order by id`,
    [ticketId],
  );
}

export async function insertTicket(
  tx: Db,
  ticket: { memberId: string; subject: string; priority: TicketPriority },
): Promise<number> {
  const { id } = await tx.one<{ id: string }>(
    `insert into support_ticket (member_id, subject, priority) values ($1, $2, $3) returning id::text as id`,
    [ticket.memberId, ticket.subject, ticket.priority],
  );
  return Number(id);
}

export async function insertReply(
  tx: Db,
  reply: { ticketId: number; authorType: TicketAuthorType; agent: string | null; body: string },
): Promise<void> {
  await tx.query(
    `insert into support_reply (ticket_id, author_type, agent, body, read_at)
     values ($1, $2, $3, $4, case when $2 = 'customers' then now() end)`,
    [reply.ticketId, reply.authorType, reply.agent, reply.body],
  );
}

export async function updateTicket(
  tx: Db,
  id: number,
  change: { status?: TicketStatus; assignedTo?: string },
): Promise<void> {
  await tx.query(
    `update support_ticket set status = coalesce($2, status), assigned_to = coalesce($3, assigned_to),
     updated_at = now() where id = $1`,
    [id, change.status ?? null, change.assignedTo ?? null],
  );
}

export async function markAgentRepliesRead(db: Db, ticketId: number): Promise<void> {
  await db.query(
    `update support_reply set read_at = now() where ticket_id = $1 and author_type = 'agent' and read_at is null`,
    [ticketId],
  );
}

export async function insertAction(
  tx: Db,
  action: {
    ticketId: number;
    actor: string;
    action: 'reply' | 'status' | 'assign';
    /** The status the action set, and the one the ticket had before it. */
    status?: { from: TicketStatus; to: TicketStatus };
    detail?: string;
  },
): Promise<void> {
  await tx.query(
    `insert into support_ticket_action (ticket_id, actor, action, status_from, status, detail)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      action.ticketId,
      action.actor,
      action.action,
      action.status?.from ?? null,
      action.status?.to ?? null,
      action.detail ?? null,
    ],
  );
}

export interface ActionRow {
  actor: string;
  action: 'reply' | 'status' | 'assign';
  /** The status before the action; null on actions recorded before migration 0610. */
  status_from: TicketStatus | null;
  status: TicketStatus | null;
  detail: string | null;
  created_at: Date;
}

/** What agents did to a ticket, oldest first. */
export function listActions(db: Db, ticketId: number): Promise<ActionRow[]> {
  return db.query<ActionRow>(
    'select actor, action, status_from, status, detail, created_at from support_ticket_action where ticket_id = $1 order by id',
    [ticketId],
  );
}

/** One ticket as the queue shows it, with the member's e-mail. */
export function findQueueTicket(db: Db, ticketId: number): Promise<QueueRow | undefined> {
  return db.maybeOne<QueueRow>(
    `select ${TICKET_COLUMNS}, m.email from support_ticket t ${LAST_REPLY} join member m on m.id = t.member_id
     where t.id = $1`,
    [ticketId],
  );
}

/** The agents' queue: open tickets first, high priority first, oldest update first. */
export function listQueue(db: Db, filter: { status?: TicketStatus; email?: string }): Promise<QueueRow[]> {
  return db.query<QueueRow>(
    `select ${TICKET_COLUMNS}, m.email from support_ticket t ${LAST_REPLY} join member m on m.id = t.member_id
     where ($1::text is null or t.status = $1) and ($2::text is null or lower(m.email) = lower($2))
     order by (t.status in ('solved', 'closed')), (t.priority = 'high') desc, t.updated_at`,
    [filter.status ?? null, filter.email ?? null],
  );
}

export async function insertContactMessage(
  db: Db,
  message: { name: string; email: string; message: string; memberId: string | null; ticketId: number | null },
): Promise<void> {
  await db.query(
    `insert into contact_message (name, email, message, member_id, ticket_id) values ($1, $2, $3, $4, $5)`,
    [message.name, message.email, message.message, message.memberId, message.ticketId],
  );
}
