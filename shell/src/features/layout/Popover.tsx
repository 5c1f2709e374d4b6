import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * On a phone the anchor is not positioned, so the panel hangs from the header bar (sticky, the nearest
 * positioned box): right under the bar whatever the warning banner's height and the page's scroll, and
 * never over the bell, the balance or the account button, which a second tap must still reach.
 */
const Anchor = styled.div`
  position: relative;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    position: static;
  }
`;

/** A panel under its trigger on wide screens; a full-width sheet under the header bar on phones. */
const Panel = styled.div`
  position: absolute;
  top: calc(100% + 10px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.panel};
  width: 360px;
  max-height: min(70vh, 560px);
  overflow: auto;
  overscroll-behavior: contain;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
  border: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    top: calc(100% + 4px);
    left: 8px;
    right: 8px;
    width: auto;
    /* The bar's bottom can sit some 200 px down (a 320 px screen, the banner on four lines). */
    max-height: max(200px, calc(100vh - 220px));
  }
`;

interface PopoverProps {
  /** Renders the trigger; it must spread the given props onto a <button>. */
  trigger: (props: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void }) => ReactNode;
  children: (close: () => void) => ReactNode;
  label: string;
}

/**
 * A disclosure: the trigger opens a labelled panel; Escape, a click outside or focus moving outside
 * (Tab past its last item) closes it, and focus goes back to the trigger on Escape.
 */
export function Popover({ trigger, children, label }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      anchor.current?.querySelector<HTMLElement>('button')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);
  const close = () => setOpen(false);
  /** Only focus that lands elsewhere closes it: an item that unmounts (a list reloading) leaves none. */
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next && !anchor.current?.contains(next)) close();
  };
  return (
    <Anchor ref={anchor} onBlur={onBlur}>
      {trigger({ 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen(!open) })}
      {open && (
        <Panel id={id} role="region" aria-label={label}>
          {children(close)}
        </Panel>
      )}
    </Anchor>
  );
}
