import { type SupportTicket, type SupportTicketPage, useApiResource } from '@portal/kit';
import { fetchTickets, knownTickets } from './api';

const pickTickets = (page: SupportTicketPage): SupportTicket[] => page.content;

/**
 * The member's tickets, fetched whole, or shown at once when the page was given the list's answer; reload
 * after opening one (the list stays shown), retry shows loading.
 */
export function useTickets() {
  const {
    status,
    value: tickets,
    reload: retry,
    refresh: reload,
  } = useApiResource(fetchTickets, pickTickets, [], knownTickets);
  return { status, tickets, reload, retry };
}
