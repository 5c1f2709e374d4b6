import { isSuccess } from '@portal/shared';
import type { ProductFlavorLookup } from '@portal/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchFlavors } from './api';

export type FlavorStatus = 'loading' | 'ready' | 'failed';

/** The PRODUCT_FLOVER lookup: which code lengths need a flavour, and their flavours. */
export function useFlavors(): { status: FlavorStatus; lookups: ProductFlavorLookup[]; reload: () => void } {
  const [status, setStatus] = useState<FlavorStatus>('loading');
  const [lookups, setLookups] = useState<ProductFlavorLookup[]>([]);
  const alive = useRef(true);

  const reload = useCallback(() => {
    setStatus('loading');
    void fetchFlavors().then((body) => {
      if (!alive.current) return;
      if (isSuccess(body) && body.data) {
        setLookups(body.data.PRODUCT_FLOVER);
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

  return { status, lookups, reload };
}
