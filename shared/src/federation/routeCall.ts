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
}

/**
 * A call the shell may start: a path under the API prefix (no scheme, host or `..`), a query of
 * strings and numbers, a picture field named by a plain word. The build checks a remote's declaration with it and the shell checks
 * /federation.json; it imports nothing, so the build reads this file on its own.
 */
export function isRouteCall(value: unknown): value is RouteCall {
  const { url, params = {}, picture } = (value ?? {}) as { url?: unknown; params?: unknown; picture?: unknown };
  return (
    typeof url === 'string' &&
    (picture === undefined || (typeof picture === 'string' && /^\w+$/.test(picture))) &&
    /^\/[\w\-/]*$/.test(url) &&
    typeof params === 'object' &&
    params !== null &&
    Object.values(params).every((param) => typeof param === 'string' || typeof param === 'number')
  );
}
