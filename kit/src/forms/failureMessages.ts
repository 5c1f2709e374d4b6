import type { Envelope } from '../contracts';

/**
 * What to tell the member after a failed call: the server's messages (the API answers in the request's
 * Accept-Language, which the shared client sets to the session language), else the page's own
 * translated fallback. Each message is one toast or alert.
 */
export function failureMessages(body: Envelope<unknown>, fallback: string): string[] {
  const items = (body.errors ?? []).map((error) => error.message).filter(Boolean);
  if (items.length > 0) return items;
  return [body.message || fallback];
}
