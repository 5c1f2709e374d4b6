import type { SupportTicket, SupportTicketDetail, TicketReply } from '@portal/kit/contracts';
import { plainText } from '../../platform/plain-text';
import type { ReplyRow, TicketRow } from './repository';

/** Characters of the latest reply shown as the list's preview (docs/product/limits.md, Ticket preview length). */
export const PREVIEW_LENGTH = 120;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A member's text as HTML that shows exactly that text: every markup character escaped, lines kept. */
export const textToHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ENTITIES[character]!).replace(/\r?\n/g, '<br>');

const previewOf = (row: TicketRow): string => {
  const text = row.last_author === 'agent' ? plainText(row.last_body) : row.last_body.replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
};

export function toTicket(row: TicketRow): SupportTicket {
  return {
    id: Number(row.id),
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    assignedTo: row.assigned_to,
    preview: previewOf(row),
    isRead: row.unread === 0,
  };
}

export function toReply(row: ReplyRow, memberName: string): TicketReply {
  const agent = row.author_type === 'agent';
  return {
    id: Number(row.id),
    threadType: 'message',
    createdBy: { type: row.author_type, name: agent ? row.agent! : memberName },
    htmlBody: agent ? row.body : textToHtml(row.body),
    createdAt: row.created_at.toISOString(),
  };
}

export const toDetail = (row: TicketRow, replies: ReplyRow[], memberName: string): SupportTicketDetail => ({
  ...toTicket(row),
  replies: replies.map((reply) => toReply(reply, memberName)),
});
