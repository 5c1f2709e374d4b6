import { announceNotificationsChanged, isSuccess } from '@portal/shared';
import type { SupportTicketDetail } from '@portal/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchTicket } from './api';

export type TicketState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed' }
  | { status: 'ready'; ticket: SupportTicketDetail };

/**
 * One ticket; fetching it marks the agent's replies read, and the bell's notifications of them, so the
 * bell is told to reload. A null id is a ticket that cannot exist. `show` puts a ticket the API
 * answered with (a reply's) on screen; `refresh` fetches it again without the loading state between.
 */
export function useTicket(id: number | null) {
  const [state, setState] = useState<TicketState>({ status: 'loading' });
  const alive = useRef(true);

  const load = useCallback(async () => {
    if (id === null) return setState({ status: 'notFound' });
    const body = await fetchTicket(id);
    if (!alive.current) return;
    if (isSuccess(body) && body.data) {
      setState({ status: 'ready', ticket: body.data });
      announceNotificationsChanged();
    } else setState({ status: body.httpCode === 404 ? 'notFound' : 'failed' });
  }, [id]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void load();
  }, [load]);

  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  const show = useCallback((ticket: SupportTicketDetail) => setState({ status: 'ready', ticket }), []);

  /** Asks again and keeps the ticket shown until a newer one comes (an agent closed it meanwhile). */
  const refresh = useCallback(async () => {
    if (id === null) return;
    const body = await fetchTicket(id);
    if (!alive.current || !isSuccess(body) || !body.data) return;
    show(body.data);
    announceNotificationsChanged();
  }, [id, show]);

  return { state, retry, show, refresh };
}
