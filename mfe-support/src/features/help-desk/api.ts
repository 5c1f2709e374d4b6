import { apiCall, knownRouteAnswer } from '@portal/shared';
import type { Envelope, NewTicket, SupportTicketDetail, SupportTicketPage } from '@portal/kit';

/** The help desk's calls (docs/product/support.md, Calls). */
export const TICKET_PATH = '/s1/support/ticket';
/** Our reading of the product's "oreq": the member's reply to a ticket. */
export const TICKET_REPLY_PATH = '/s1/support/oreq';
/** The list is fetched whole and paged in the browser (docs/product/limits.md, Ticket list fetch). */
export const TICKET_FETCH_LIMIT = 5000;

/** The list's call, as the route declares it (routes.ts), so the answer the shell started fits it. */
const TICKETS = { method: 'GET', url: TICKET_PATH, params: { page: 0, limit: TICKET_FETCH_LIMIT } } as const;

export const fetchTickets = (): Promise<Envelope<SupportTicketPage>> => apiCall<SupportTicketPage>(TICKETS);

/** The list's answer if the page was given it (docs/decisions.md 145). */
export const knownTickets = (): Envelope<SupportTicketPage> | undefined => knownRouteAnswer<SupportTicketPage>(TICKETS);

export const fetchTicket = (id: number): Promise<Envelope<SupportTicketDetail>> =>
  apiCall<SupportTicketDetail>({ method: 'GET', url: `${TICKET_PATH}/${id}` });

export const createTicket = (ticket: NewTicket): Promise<Envelope<SupportTicketDetail>> =>
  apiCall<SupportTicketDetail>({ method: 'POST', url: TICKET_PATH, data: ticket });

export const replyToTicket = (ticketId: number, message: string): Promise<Envelope<SupportTicketDetail>> =>
  apiCall<SupportTicketDetail>({ method: 'POST', url: TICKET_REPLY_PATH, data: { ticketId, message } });
