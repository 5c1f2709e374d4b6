/**
 * A GET call a route's page makes as it opens, under the API prefix and without path parameters. The
 * shell starts it beside the remote's entry, so the answer is there when the page asks
 * (docs/decisions.md, 80).
 */
export interface RouteCall {
  url: string;
  /** The query exactly as the page sends it; the page's own call takes the answer only at the same address. */
  params?: Readonly<Record<string, string | number>>;
  /**
   * The field of the answer's first listed item (`data.content[0]`) that holds the address of the
   * picture the page shows first; the shell asks for that picture as soon as the answer arrives
   * (docs/decisions.md, 88).
   */
  picture?: string;
  /**
   * Query keys with which the page asks for something else (a filter, a later page): when the address
   * holds one, the shell starts nothing, since the page would not take the answer (docs/decisions.md, 125).
   */
  unlessQuery?: readonly string[];
}

/**
 * A call the shell may start: a path under the API prefix (no scheme, host or `..`), a query of
 * strings and numbers, a picture field and query keys named by plain words. The build checks a
 * remote's declaration with it and the shell checks /federation.json; it imports nothing, so the build
 * reads this file on its own.
 */
export function isRouteCall(value: unknown): value is RouteCall {
  const { url, params = {}, picture, unlessQuery = [] } = (value ?? {}) as Record<string, unknown>;
  const word = (name: unknown) => typeof name === 'string' && /^\w+$/.test(name);
  return (
    typeof url === 'string' &&
    (picture === undefined || word(picture)) &&
    Array.isArray(unlessQuery) &&
    unlessQuery.every(word) &&
    /^\/[\w\-/]*$/.test(url) &&
    typeof params === 'object' &&
    params !== null &&
    Object.values(params).every((param) => typeof param === 'string' || typeof param === 'number')
  );
}
