import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works (docs/product/rewards.md, Download). */
export const DOWNLOAD_LINK_TTL_SECONDS = 10 * 60;

export interface DownloadGrant {
  orderId: string;
  memberId: string;
  filename: string;
  /** Epoch seconds after which the link is refused. */
  expires: number;
}

// 128 bits of HMAC-SHA256: the member and the file are signed in without being written into the link.
const sign = (secret: string, grant: DownloadGrant) =>
  createHmac('sha256', `rewards-download:${secret}`)
    .update(`${grant.orderId}|${grant.memberId}|${grant.filename}|${grant.expires}`)
    .digest('base64url')
    .slice(0, 22);

/** A short link token `orderId.expires.signature`, bound to the member and the file by the signature. */
export function signDownload(secret: string, grant: DownloadGrant): string {
  return `${grant.orderId}.${grant.expires.toString(36)}.${sign(secret, grant)}`;
}

export type DownloadCheck = { ok: true; orderId: string } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Whether the token was signed for this member and file: another member's link fails exactly like
 * an altered one. A genuine link past its time answers 'expired'.
 */
export function verifyDownload(
  secret: string,
  token: string,
  caller: { memberId: string; filename: string; nowSeconds: number },
): DownloadCheck {
  const [orderId, expiresText, signature] = token.split('.');
  const expires = parseInt(expiresText ?? '', 36);
  if (!orderId || !signature || !Number.isSafeInteger(expires)) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(
    sign(secret, { orderId, memberId: caller.memberId, filename: caller.filename, expires }),
  );
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (expires < caller.nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, orderId };
}
