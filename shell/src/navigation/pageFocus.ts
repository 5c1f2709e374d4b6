import { detailOf } from './routingEvents';

/** How long a new page's heading may take to come: its app's code and, for some, the page's data. */
const FOCUS_WITHIN_MS = 5000;
/** What the member does meanwhile that takes focus over: moving it after would fight them. */
const MEMBER_INPUT = ['keydown', 'pointerdown'] as const;

const pathOf = (url: string) => new URL(url).pathname;
const OBSERVED: MutationObserverInit = { childList: true, subtree: true, characterData: true };

/** True while focus is in an open modal dialog, which keeps it until it closes. */
const inModal = () => document.activeElement?.closest('[aria-modal="true"]') != null;

/** True when nothing holds focus: the document has it, as when the focused element left the page. */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Gives focus to the new page's heading once it shows: not the heading `old` the page had before, or
 * the same element with new words (a ticket's subject). While focus is in an open modal dialog it waits
 * for the dialog to close: the sign-in code's dialog closes only after the member's home has come.
 * A heading that gives way to another (a lazy page's loading fallback to the page itself) hands focus on
 * to it, where focus would fall to the document with it. Stops on the member's input after the one that
 * navigated (the Escape that closed a dialog and left), on the next navigation, or after FOCUS_WITHIN_MS.
 * Returns the stop.
 */
function focusHeadingOnceShown(main: HTMLElement, old: HTMLHeadingElement | null): () => void {
  const oldText = old?.textContent;
  // On the clock of events' timeStamp, whatever it is where this runs.
  const started = new Event('navigated').timeStamp;
  const observer = new MutationObserver(() => attempt());
  const timer = setTimeout(() => stop(), FOCUS_WITHIN_MS);
  let frame = 0;
  let focused: HTMLHeadingElement | null = null;
  const onInput = (event: Event) => {
    if (event.timeStamp > started) stop();
  };
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    for (const type of MEMBER_INPUT) window.removeEventListener(type, onInput);
  }
  function attempt(): void {
    const heading = main.querySelector('h1');
    if (!heading || (heading === old && heading.textContent === oldText) || heading === focused) return;
    // Once given, focus moves on only from a heading that has left the page, never from what took it since.
    if (focused && (focused.isConnected || !focusLost())) return stop();
    if (inModal()) {
      observer.disconnect();
      frame = requestAnimationFrame(() => {
        observer.observe(main, OBSERVED);
        attempt();
      });
      return;
    }
    heading.tabIndex = -1;
    // Where the page opens is pagePlace's to say; focus must not scroll it.
    heading.focus({ preventScroll: true });
    focused = heading;
  }
  for (const type of MEMBER_INPUT) window.addEventListener(type, onInput, { passive: true });
  observer.observe(main, OBSERVED);
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
