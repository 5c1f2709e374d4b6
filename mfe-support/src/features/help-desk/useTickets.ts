import { isSuccess } from '@portal/shared';
import type { SupportTicket } from '@portal/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchTickets } from './api';

export type LoadStatus = 'loading' | 'ready' | 'failed';

/** The member's tickets, fetched whole; reload after opening one. */
export function useTickets() {
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [tickets, setTickets] = useState<SupportTicket[]>([]);
  const alive = useRef(true);

  const reload = useCallback(async () => {
    const body = await fetchTickets();
    if (!alive.current) return;
    if (isSuccess(body) && body.data) {
      setTickets(body.data.content);
      setStatus('ready');
    } else setStatus('failed');
  }, []);

  const retry = useCallback(() => {
    setStatus('loading');
    void reload();
  }, [reload]);

  useEffect(() => {
    alive.current = true;
    void reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  return { status, tickets, reload, retry };
}
