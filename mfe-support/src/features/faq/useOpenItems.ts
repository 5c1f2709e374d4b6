import { useCallback, useState } from 'react';
import type { FaqItem } from './translations';

/** Which FAQ items are open, with one toggle and Open All / Close All. */
export function useOpenItems(items: readonly FaqItem[]) {
  const [open, setOpen] = useState<ReadonlySet<FaqItem>>(new Set());
  const toggle = useCallback(
    (item: FaqItem) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(item)) next.add(item);
        return next;
      }),
    [],
  );
  const openAll = useCallback(() => setOpen(new Set(items)), [items]);
  const closeAll = useCallback(() => setOpen(new Set()), []);
  return { open, toggle, openAll, closeAll };
}
