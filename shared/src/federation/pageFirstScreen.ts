import { giveRouteAnswers } from '../api/routeCalls';
import { useSession } from '../session/store';
import { FIRST_SCREEN_ANSWERS_ID, FIRST_SCREEN_MARK, type FirstScreenAnswers } from './firstScreenMarks';

function readAnswers(): FirstScreenAnswers | null {
  const block = document.getElementById(FIRST_SCREEN_ANSWERS_ID);
  block?.remove();
  try {
    const embedded = JSON.parse(block?.textContent ?? 'null') as FirstScreenAnswers | null;
    return embedded?.answers && typeof embedded.answers === 'object' ? embedded : null;
  } catch {
    return null;
  }
}

/**
 * Gives up the server's first screen: its answers are forgotten, so a later visit to the route asks
 * afresh, and if its remote has not taken the screen over yet, its area is emptied and unmarked, so the
 * remote renders afresh there. Called when the member leaves the route the page was sent for, and for a
 * screen in another language than the session's.
 */
export function dropFirstScreen(): void {
  giveRouteAnswers({});
  const area = document.querySelector(`[${FIRST_SCREEN_MARK}]`);
  area?.removeAttribute(FIRST_SCREEN_MARK);
  area?.replaceChildren();
}

/**
 * Reads the answers a server-sent first screen was rendered from and gives them to the page's renders
 * (`giveRouteAnswers`), so the remote's root takes the screen over with the same data and asks nothing.
 * They stay given while the member is on the route the page was sent for: React hydrates the screen's
 * Suspense boundaries after the root has mounted, and each render must find them
 * (dropFirstScreen forgets them when the member leaves). A screen in another language than the session's
 * is dropped instead: its words would not match the browser's render. Nothing happens on a page without one.
 */
export function takeFirstScreen(): void {
  const embedded = readAnswers();
  if (!embedded) return;
  if (embedded.language === useSession.getState().language) giveRouteAnswers(embedded.answers);
  else dropFirstScreen();
}
