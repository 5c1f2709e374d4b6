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
 * bell is told to reload. A null id is a ticket that cannot exist.
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

  return { state, retry, show };
}
