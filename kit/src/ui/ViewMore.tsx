import { type RefObject, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { KIT_NAMESPACE, kitStrings } from '../i18n/strings';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { BusyButton } from './primitives';

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

export interface ViewMoreProps {
  /** The list's `<ul>`, whose items each start with a link or a button. */
  list: RefObject<HTMLElement | null>;
  /** How many items the list shows now. */
  count: number;
  /** Whether the server has another page. */
  more: boolean;
  /** Whether the next page is on its way. */
  busy: boolean;
  /** What the list says when the last View More failed (the next press asks again); null when it did not. */
  failed: string | null;
  onMore: () => void;
  /** A line read as a status above the button, such as "4 of 12 shown". */
  status?: string;
}

/**
 * Moves focus to the first new item once a list shows more than it did when the returned function was
 * called: a keyboard member carries on where the new items start, even when the button they pressed is
 * gone (the last page). The items are the list's `<li>`s, each starting with a link or a button.
 */
export function useFocusOnNewItems(list: RefObject<HTMLElement | null>, count: number): () => void {
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || count <= first) return;
    focusFrom.current = null;
    list.current?.querySelectorAll(':scope > li')[first]?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [count, list]);
  return () => {
    focusFrom.current = count;
  };
}

/**
 * The foot of a View More list: the button (in the kit's words), busy while the page loads and still
 * focused (decision 131), the failure as an alert; once the new items are in, focus moves to the first of
 * them (useFocusOnNewItems).
 */
export function ViewMore({ list, count, more, busy, failed, onMore, status }: ViewMoreProps) {
  const { t } = useKitTranslation(KIT_NAMESPACE, kitStrings);
  const focusNewItems = useFocusOnNewItems(list, count);
  const press = () => {
    focusNewItems();
    onMore();
  };
  // Still mounted at the last page, so the hook can move focus from the vanished button.
  if (!more && failed === null && status === undefined) return null;
  return (
    <Footer>
      {status !== undefined && <span role="status">{status}</span>}
      {failed !== null && <Problem role="alert">{failed}</Problem>}
      {more && (
        <BusyButton type="button" $variant="secondary" onClick={press} busy={busy}>
          {busy ? t('loading') : t('viewMore')}
        </BusyButton>
      )}
    </Footer>
  );
}
