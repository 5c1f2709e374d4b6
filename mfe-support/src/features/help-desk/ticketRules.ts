import type { SupportTicket } from '@portal/kit';

/** Tickets per page of the list (docs/product/limits.md, Ticket list page size). */
export const TICKETS_PER_PAGE = 8;

/** The Genius tier, whose members see their VIP line (docs/product/support.md, Support hours). */
export const GENIUS_TIER = 4;

/** The VIP line's contact, shown to Genius members (docs/product/support.md, Support hours). */
export const VIP_LINE = { phone: '1-800-555-0142', email: 'vip@vapor-rewards.example' } as const;

/** The label key of a ticket's status: an active ticket nobody has touched since it was opened is New. */
export function statusLabelKey(ticket: Pick<SupportTicket, 'status' | 'createdAt' | 'updatedAt'>): string {
  if (ticket.status === 'active' && ticket.createdAt === ticket.updatedAt) return 'status.new';
  return `status.${ticket.status}`;
}

/** A ticket id from the route: a positive whole number, else null (the page then shows not found). */
export function ticketIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 ? id : null;
}
