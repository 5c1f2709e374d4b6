/**
 * Addresses an operator gives for members' pages (a notice's route, a reward's picture, an activity's
 * link, video or document), checked before they are stored: a browser follows them on every member's page.
 */

/**
 * A path of the portal such as /rewards: "//host" and "/\host" are other sites to a browser, and a
 * scheme ("javascript:") is no page at all.
 */
export const isPortalPath = (value: string): boolean => /^\/(?![/\\])[^:\\\s]*$/.test(value);

/** An https address without credentials: what a member's browser may load over the portal's https. */
export function isHttpsAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}
