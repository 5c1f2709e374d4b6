/** Reads the tier claim from an access token's payload. The server verifies tokens; the client only displays. */
export function tierFromAccessToken(token: string | null | undefined): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { tier?: unknown };
    const tier = Number(claims.tier);
    return Number.isFinite(tier) ? tier : null;
  } catch {
    return null;
  }
}
