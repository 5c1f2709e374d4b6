import type { Envelope } from '@portal/kit';

/**
 * How a server writes a route's first screen into the page (docs/first-screen-plan.md, stages 3 and 4):
 * the remote's area marked with FIRST_SCREEN_MARK, holding the screen's markup, and a JSON block with the
 * id FIRST_SCREEN_ANSWERS_ID holding what it was rendered from. The composer writes them, the shell and
 * the remote's root read them: one place names them for both.
 */
export const FIRST_SCREEN_MARK = 'data-first-screen';
export const FIRST_SCREEN_ANSWERS_ID = 'portal-first-screen';

/** What a first screen was rendered from, as the page carries it. */
export interface FirstScreenAnswers {
  language: string;
  /** The answers of the route's declared calls, by their address (`routeCallAddress`). */
  answers: Record<string, Envelope<unknown>>;
}

/**
 * The answers block as page text: every `<` written `\u003c`, so no answer can end the element or open
 * another one; JSON reads it back unchanged.
 */
export const firstScreenAnswersBlock = (embedded: FirstScreenAnswers): string =>
  `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${JSON.stringify(embedded).replace(/</g, '\\u003c')}</script>`;

/** The element a remote mounts into (the shell's remoteArea), by the remote's name. */
export const remoteAreaId = (name: string): string => `app-${name}`;

/** The remote's area holding its server-sent first screen, for the remote's root to take over (hydrate). */
export const firstScreenArea = (name: string, html: string): string =>
  `<div id="${remoteAreaId(name)}" ${FIRST_SCREEN_MARK}>${html}</div>`;
