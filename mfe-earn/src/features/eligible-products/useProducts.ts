import { isSuccess } from '@portal/shared';
import type { EligibleProduct } from '@portal/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchProducts } from './api';

export type ProductsStatus = 'loading' | 'ready' | 'failed';

/** Every eligible product, fetched once. */
export function useProducts(): { status: ProductsStatus; products: EligibleProduct[]; reload: () => void } {
  const [status, setStatus] = useState<ProductsStatus>('loading');
  const [products, setProducts] = useState<EligibleProduct[]>([]);
  const alive = useRef(true);

  const reload = useCallback(() => {
    setStatus('loading');
    void fetchProducts().then((body) => {
      if (!alive.current) return;
      if (isSuccess(body) && body.data) {
        setProducts(body.data.content);
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

  return { status, products, reload };
}
