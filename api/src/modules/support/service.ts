import type {
  ContactMessage,
  ContactResult,
  NewTicket,
  SupportTicketDetail,
  SupportTicketPage,
  SupportTicketQuery,
  TicketPriority,
  TicketReplyRequest,
  TicketStatus,
} from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import type { MemberClaims } from '../../http/authenticate';
import { type CaptchaSettings, verifyCaptcha } from '../../platform/captcha';
import { DomainError } from '../../platform/domain-error';
import type { CampaignService } from '../campaign';
import { findMemberById, toSummary } from '../identity';
import { markRouteRead } from '../notification';
import type { Mailer } from '../mail';
import { toDetail, toTicket } from './present';
import {
  findTicket,
  insertContactMessage,
  insertReply,
  insertTicket,
  listMemberTickets,
  listReplies,
  lockTicket,
  markAgentRepliesRead,
  updateTicket,
} from './repository';
import { checkContact, cleanSubject, cleanText, ticketRoute } from './rules';
import type { SupportSettings } from './settings';

export type SupportService = ReturnType<typeof createSupportService>;

export interface SupportDeps {
  db: Db;
  mailer: Mailer;
  campaign: CampaignService;
  captcha: CaptchaSettings;
  settings: SupportSettings;
}

/** Every ticket status (docs/product/support.md, Tickets); a new ticket is active. */
export const TICKET_STATUSES: readonly TicketStatus[] = ['active', 'on-hold', 'waiting', 'solved', 'closed'];

/** The top tier, Genius: its tickets carry high priority (docs/product/support.md, Tickets). */
export const GENIUS_TIER = 4;
/** The ticket list asks for up to 5000 at once (docs/product/limits.md, Ticket list fetch). */
export const MAX_TICKET_LIMIT = 5000;

/** A support mail holds no secret: its body is kept a week for the dev mailbox and resends. */
export const MAIL_BODY_KEPT_SECONDS = 7 * 24 * 3600;

const priorityOf = (member: MemberClaims): TicketPriority => (member.tier >= GENIUS_TIER ? 'high' : 'normal');

/** A contact message from a member becomes a ticket with the first words of the message as its subject. */
const CONTACT_SUBJECT_LENGTH = 80;

/**
 * The member's side of the help desk and the contact form. Every ticket belongs to one member: a
 * ticket id that is not the caller's answers 404, exactly like a missing one.
 */
export function createSupportService({ db, mailer, campaign, captcha, settings }: SupportDeps) {
  async function memberName(memberId: string): Promise<string> {
    const row = await findMemberById(db, memberId);
    return row ? toSummary(row).name : '';
  }

  async function detail(memberId: string, id: number): Promise<SupportTicketDetail> {
    const row = await findTicket(db, id, memberId);
    if (!row) throw new DomainError('support.ticketNotFound', 404);
    return toDetail(row, await listReplies(db, id), await memberName(memberId));
  }

  async function open(member: MemberClaims, subject: string, message: string): Promise<number> {
    return db.transaction(async (tx) => {
      const ticketId = await insertTicket(tx, { memberId: member.id, subject, priority: priorityOf(member) });
      await insertReply(tx, { ticketId, authorType: 'customers', agent: null, body: message });
      return ticketId;
    });
  }

  return {
    async list(memberId: string, query: SupportTicketQuery): Promise<SupportTicketPage> {
      const limit = query.limit ?? MAX_TICKET_LIMIT;
      const { rows, total } = await listMemberTickets(db, memberId, { limit, offset: (query.page ?? 0) * limit });
      return { content: rows.map(toTicket), metaData: { totalRecs: total } };
    },

    /**
     * Opening a ticket marks the agent's replies read, and with them the bell's notifications of
     * those replies (docs/product/support.md, Help desk).
     */
    async read(memberId: string, id: number): Promise<SupportTicketDetail> {
      if (!(await findTicket(db, id, memberId))) throw new DomainError('support.ticketNotFound', 404);
      await db.transaction(async (tx) => {
        await markAgentRepliesRead(tx, id);
        await markRouteRead(tx, memberId, ticketRoute(id));
      });
      return detail(memberId, id);
    },

    async create(member: MemberClaims, ticket: NewTicket): Promise<SupportTicketDetail> {
      const id = await open(member, cleanSubject(ticket.subject), cleanText(ticket.message));
      return detail(member.id, id);
    },

    /** A member's reply sets the ticket back to active; a closed ticket takes no more replies. */
    async reply(memberId: string, { ticketId, message }: TicketReplyRequest): Promise<SupportTicketDetail> {
      const body = cleanText(message);
      await db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, ticketId);
        if (!ticket || ticket.member_id !== memberId) throw new DomainError('support.ticketNotFound', 404);
        if (ticket.status === 'closed') throw new DomainError('support.ticketClosed', 409);
        await insertReply(tx, { ticketId, authorType: 'customers', agent: null, body });
        await updateTicket(tx, ticketId, { status: 'active' });
      });
      return detail(memberId, ticketId);
    },

    /**
     * The contact form: open to visitors. A member's message becomes a ticket; a visitor's is kept
     * and mailed to the support address. Both are stored as the text that was typed.
     */
    async contact(member: MemberClaims | null, message: ContactMessage): Promise<ContactResult> {
      const required = (await campaign.getConfig()).captchaConfig.supportCaptcha;
      const fields = checkContact(message, required);
      await verifyCaptcha(captcha, required, message.captchaVal);
      const ticketId = member
        ? await open(member, cleanSubject(fields.message.slice(0, CONTACT_SUBJECT_LENGTH)), fields.message)
        : null;
      await insertContactMessage(db, { ...fields, memberId: member?.id ?? null, ticketId });
      if (!member) {
        await mailer.send({
          to: settings.supportEmail,
          kind: 'contact-message',
          language: 'en',
          values: fields,
          secretValidSeconds: MAIL_BODY_KEPT_SECONDS,
        });
      }
      return { ticketId };
    },
  };
}
