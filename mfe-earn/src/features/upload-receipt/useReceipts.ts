import { isSuccess } from '@portal/shared';
import type { Receipt } from '@portal/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchReceipts } from './api';

export type ReceiptsStatus = 'loading' | 'ready' | 'failed';

/** The member's earlier receipts, newest first; reload after an upload. */
export function useReceipts(): { status: ReceiptsStatus; receipts: Receipt[]; reload: () => void } {
  const [status, setStatus] = useState<ReceiptsStatus>('loading');
  const [receipts, setReceipts] = useState<Receipt[]>([]);
  const alive = useRef(true);

  const reload = useCallback(() => {
    void fetchReceipts().then((body) => {
      if (!alive.current) return;
      if (isSuccess(body) && body.data) {
        setReceipts(body.data.content);
        setStatus('ready');
      } else setStatus('failed');
    });
  }, []);

  useEffect(() => {
    alive.current = true;
    reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  return { status, receipts, reload };
}
