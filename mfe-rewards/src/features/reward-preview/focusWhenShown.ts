/**
 * A ref for what a redemption step opens with (the address's and the payment's title, the outcome's
 * status): it takes focus as it appears. Each step replaces the last in place, and the button that moved
 * it went with the old step, so focus would otherwise fall to the page's start; a screen reader now reads
 * where the member is. Steps are only ever reached from another (the page opens at the reward's detail),
 * and the shell starts a new page at its heading (docs/product/shell.md, Where a new page opens).
 * One function, so React calls it only when the element attaches, not on every render.
 */
export function focusWhenShown(element: HTMLElement | null): void {
  if (!element) return;
  element.tabIndex = -1;
  element.focus();
}
