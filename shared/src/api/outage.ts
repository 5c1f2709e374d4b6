import type { Envelope } from '@portal/kit';

/** The common words for a call that failed without the server judging it (shared 1.7.0). */
export type OutageKey = 'common:networkError' | 'common:somethingWentWrong';

/**
 * No server answered (httpCode 0) or the server failed (5xx): the words to show, which never blame the
 * member. Null for the server's own answer (a refusal), which keeps the page's own handling.
 */
export function outageKey(body: Envelope<unknown>): OutageKey | null {
  if (body.httpCode === 0) return 'common:networkError';
  return body.httpCode >= 500 ? 'common:somethingWentWrong' : null;
}
