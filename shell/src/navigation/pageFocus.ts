import { detailOf } from './routingEvents';

/** How long a new page's heading may take to come: its app's code and, for some, the page's data. */
const FOCUS_WITHIN_MS = 5000;
/** What the member does meanwhile that takes focus over: moving it after would fight them. */
const MEMBER_INPUT = ['keydown', 'pointerdown'] as const;

const pathOf = (url: string) => new URL(url).pathname;

/** True while focus is in an open modal dialog, which keeps it until it closes. */
const inModal = () => document.activeElement?.closest('[aria-modal="true"]') != null;

/**
 * Gives focus to the new page's heading once it shows: not the heading `old` the page had before, or
 * the same element with new words (a ticket's subject). While focus is in an open modal dialog it waits
 * for the dialog to close: the sign-in code's dialog closes only after the member's home has come.
 * Stops on the member's input, on the next navigation, or after FOCUS_WITHIN_MS. Returns the stop.
 */
function focusHeadingOnceShown(main: HTMLElement, old: HTMLHeadingElement | null): () => void {
  const oldText = old?.textContent;
  const observer = new MutationObserver(() => attempt());
  const timer = setTimeout(() => stop(), FOCUS_WITHIN_MS);
  let frame = 0;
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    for (const type of MEMBER_INPUT) window.removeEventListener(type, stop);
  }
  function attempt(): void {
    const heading = main.querySelector('h1');
    if (!heading || (heading === old && heading.textContent === oldText)) return;
    if (inModal()) {
      observer.disconnect();
      frame = requestAnimationFrame(attempt);
      return;
    }
    stop();
    heading.tabIndex = -1;
    // Where the page opens is pagePlace's to say; focus must not scroll it.
    heading.focus({ preventScroll: true });
  }
  for (const type of MEMBER_INPUT) window.addEventListener(type, stop, { passive: true });
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  return stop;
}

/**
 * After a navigation to another path, the keyboard and a screen reader start at the new page's
 * heading, as they start at the top of a loaded page (docs/product/shell.md, Where a new page opens).
 * Before, focus stayed on the link followed, or fell to the document with the old page, and a
 * screen reader was not told that the page had changed. A new query on the same page (a filter, a
 * page of a list) leaves focus on the control that asked for it; the first page of a load is the
 * browser's own.
 */
export function focusNewPageHeadings(): void {
  const main = document.getElementById('portal-main');
  if (!main) return;
  let stopWaiting = () => {};
  window.addEventListener('single-spa:before-routing-event', (event) => {
    stopWaiting();
    const { oldUrl, newUrl, originalEvent } = detailOf(event);
    if (!originalEvent || pathOf(oldUrl) === pathOf(newUrl)) return;
    stopWaiting = focusHeadingOnceShown(main, main.querySelector('h1'));
  });
}
