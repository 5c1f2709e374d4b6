/**
 * A cookie that says only "this browser holds a member session": the session itself stays in
 * localStorage, out of the servers' reach. The servers read it to send `/` with the right home
 * already painted: the visitor's (visitor-home.html, docs/decisions.md, 62) or the member's
 * (member-home.html, 75). It carries no identity, so it is not secret and not HttpOnly;
 * nginx reads it as $cookie_portal_member, hence no hyphen in the name.
 */
export const MEMBER_COOKIE = 'portal_member';

/** Whether a Cookie request header carries the member cookie. */
export const hasMemberCookie = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${MEMBER_COOKIE}=1`);

/** The document.cookie assignment that sets (a year) or deletes the member cookie. */
export const memberCookie = (member: boolean, secure: boolean): string =>
  [
    `${MEMBER_COOKIE}=${member ? '1' : ''}`,
    'Path=/',
    `Max-Age=${member ? 365 * 24 * 3600 : 0}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
