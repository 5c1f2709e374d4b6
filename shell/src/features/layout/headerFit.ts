import { useLayoutEffect, type RefObject } from 'react';

/**
 * How much the header's bar shows above the width where it always folds (theme.headerFold):
 * - `full`: the logo, the menu's links and the member's name and balance on one line;
 * - `compact`: the name left to the account button's label, as on a phone;
 * - `folded`: the menu in the drawer, as on a tablet.
 * French and Spanish links, a long name or a large balance need more room than English at the same
 * width, so the bar measures instead of trusting a breakpoint (docs/decisions.md, 129).
 */
export type HeaderFit = 'full' | 'compact' | 'folded';

/** The bar's parts at their natural widths, in CSS pixels, whatever the bar shows now. */
export interface BarWidths {
  /** The bar's content box. */
  available: number;
  logo: number;
  /** The menu's links side by side. */
  menu: number;
  /** The bell and the account button without the name; 0 for a visitor. */
  actions: number;
  /** The name as the account button shows it, with the space before the balance; 0 for a visitor. */
  name: number;
  /** The space between the bar's items. */
  gap: number;
}

/** The most the bar can show on one line without squeezing the logo or running past its edge. */
export function headerFit({ available, logo, menu, actions, name, gap }: BarWidths): HeaderFit {
  const compact = logo + gap + menu + (actions ? gap + actions : 0);
  if (compact + name <= available) return 'full';
  return compact <= available ? 'compact' : 'folded';
}

/** The widest the account button shows the member's name; a longer one ends in an ellipsis. */
export const NAME_MAX_WIDTH = 160;

/** The bar's parts carry `data-bar-part`, which the measure and the bar's rules find them by. */
const part = (bar: HTMLElement, name: string) => bar.querySelector<HTMLElement>(`[data-bar-part="${name}"]`);
const px = (value: string) => Number.parseFloat(value) || 0;

function measure(bar: HTMLElement, links: HTMLElement): BarWidths {
  const style = getComputedStyle(bar);
  const actions = part(bar, 'actions');
  const name = part(bar, 'name');
  // The name's space before the balance is the account button's gap; `compact` takes both away.
  const nameGap = name?.parentElement ? px(getComputedStyle(name.parentElement).columnGap) : 0;
  const nameShown = name && name.offsetWidth > 0 ? name.offsetWidth + nameGap : 0;
  return {
    available: bar.clientWidth - px(style.paddingLeft) - px(style.paddingRight),
    logo: part(bar, 'logo')?.offsetWidth ?? 0,
    menu: links.scrollWidth,
    actions: actions ? actions.offsetWidth - nameShown : 0,
    name: name?.textContent ? Math.min(name.scrollWidth, NAME_MAX_WIDTH) + nameGap : 0,
    gap: px(style.columnGap),
  };
}

/** Sets the bar's `data-fit`; below the breakpoint the bar's rules fold it and the attribute goes. */
function fitBar(bar: HTMLElement): void {
  const menu = part(bar, 'menu');
  const links = menu?.querySelector('ul');
  // No menu while the drawer is open: the bar stays as it was, its menu button included.
  if (!menu || !links) return;
  if (getComputedStyle(menu).display === 'none') {
    delete bar.dataset.fit;
    return;
  }
  // The logo keeps its width once the bar has a fit, so the first measure sets one before it reads.
  bar.dataset.fit ??= 'full';
  const next = headerFit(measure(bar, links));
  if (bar.dataset.fit !== next) bar.dataset.fit = next;
}

/**
 * Keeps the bar's `data-fit` attribute (HeaderFit) true as its width and its contents change: a
 * resize of the bar, the member's name or balance, sign-in and sign-out. It is set before the
 * browser paints (a layout effect, then the observers' callbacks), so the bar never shows squeezed.
 * The measure reads natural widths in every state, so setting the attribute never changes its answer.
 */
export function useHeaderFit(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    // A browser without ResizeObserver (and jsdom) keeps the breakpoint's bar.
    if (!element || typeof ResizeObserver !== 'function') return undefined;
    const fit = () => fitBar(element);
    fit();
    const resized = new ResizeObserver(fit);
    resized.observe(element);
    const changed = new MutationObserver(fit);
    changed.observe(element, { childList: true, characterData: true, subtree: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [bar]);
}
