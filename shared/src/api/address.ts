/**
 * Where a call goes, with nothing else of the API client: a server that makes a page's calls (the
 * first-screen composer) reads this file alone.
 */

/** Every call goes to the API prefix; the shell's origin proxies it to the API server. */
export const API_PREFIX = '/api';

/** What names a call's address: its path under the API prefix and its query (`ApiRequest`'s). */
export interface CallAddress {
  url: string;
  params?: Readonly<Record<string, unknown>>;
}

/** The address of a call: the API prefix, the path, and the query of its params. */
export function urlOf({ url, params = {} }: CallAddress): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined) query.append(key, String(value));
  const search = query.toString();
  return `${API_PREFIX}${url}${search ? `${url.includes('?') ? '&' : '?'}${search}` : ''}`;
}
