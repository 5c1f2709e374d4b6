import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { KIT_NAMESPACE, kitStrings } from '../i18n/strings';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { Button } from './primitives';

/** The items a zero-based page shows, counted from 1 and inclusive: page 1 of 10 a page is 11 - 20. */
export function pageRange(page: number, size: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  return { from: page * size + 1, to: Math.min(total, (page + 1) * size) };
}

/**
 * The items of one page of a list held whole in the browser, and that page, from 0: a page past the
 * last (the list grew shorter) gives the last.
 */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; page: number } {
  const last = Math.max(0, Math.ceil(items.length / size) - 1);
  const shown = Math.min(Math.max(0, page), last);
  return { items: items.slice(shown * size, (shown + 1) * size), page: shown };
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(5)};
  & > * {
    white-space: nowrap;
  }
  /* On a phone the range has a line of its own above the buttons, rather than the three squeezing. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    [role='status'] {
      order: -1;
      flex-basis: 100%;
      text-align: center;
    }
    /* Previous and Next share the row under it, halves of it, even in a card on a 320 px screen. */
    & > button {
      flex: 1 1 0;
      min-width: 0;
      padding-inline: ${({ theme }) => theme.space(3)};
    }
  }
`;

interface PagerProps {
  /** Names the navigation for screen readers, e.g. "Ticket pages". */
  label: string;
  /** The page shown, from 0. */
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * After a page turned from the pager, the list it pages, the element just before it in every use, is
 * brought into view when its top is out of sight: the member pressed Next under the old page, and the new
 * one starts above (a shorter last page would leave only the pager and the footer on screen). The
 * page's scroll padding keeps it clear of the sticky header.
 */
function showListTop(nav: HTMLElement): void {
  const list = nav.previousElementSibling;
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (list && list.getBoundingClientRect().top < padding) list.scrollIntoView({ block: 'start' });
}

/**
 * Previous and Next around "x - y of total" (the spec's points-history pager, used by every paged list).
 * Nothing shows while everything fits on one page. The range is announced as it changes, focus stays
 * in the pager when the button pressed turns disabled, and the new page's top is brought into view.
 */
export function Pager({ label, page, size, total, onPage }: PagerProps) {
  const { t } = useKitTranslation(KIT_NAMESPACE, kitStrings);
  const nav = useRef<HTMLElement>(null);
  const turned = useRef(false);
  // Next pressed onto the last page (Previous onto the first) turns disabled, and a browser then gives
  // focus to the document: the next Tab would start at the page's top. Focus goes to the other button,
  // before the browser moves it; focus anywhere else is left where it is.
  useLayoutEffect(() => {
    if (!nav.current) return;
    if (turned.current) showListTop(nav.current);
    turned.current = false;
    const active = document.activeElement;
    if (!(active instanceof HTMLButtonElement) || !active.disabled || !nav.current.contains(active)) return;
    nav.current.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true });
  }, [page, total]);
  const turn = (to: number) => {
    turned.current = true;
    onPage(to);
  };
  if (total <= size) return null;
  const { from, to } = pageRange(page, size, total);
  return (
    <Nav aria-label={label} ref={nav}>
      <Button type="button" $variant="secondary" disabled={page === 0} onClick={() => turn(page - 1)}>
        {t('previous')}
      </Button>
      <span role="status">{t('range', { from, to, total })}</span>
      <Button type="button" $variant="secondary" disabled={to >= total} onClick={() => turn(page + 1)}>
        {t('next')}
      </Button>
    </Nav>
  );
}
