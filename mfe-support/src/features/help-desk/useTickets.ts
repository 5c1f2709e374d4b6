import { type SupportTicket, type SupportTicketPage, useApiResource } from '@portal/kit';
import { fetchTickets } from './api';

const pickTickets = (page: SupportTicketPage): SupportTicket[] => page.content;

/** The member's tickets, fetched whole; reload after opening one (the list stays shown), retry shows loading. */
export function useTickets() {
  const { status, value: tickets, reload: retry, refresh: reload } = useApiResource(fetchTickets, pickTickets, []);
  return { status, tickets, reload, retry };
}
