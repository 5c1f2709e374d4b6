import { createHash, randomBytes } from 'node:crypto';

/** A public link's token as it travels in /contestx/{token}: URL-safe, 128 bits of chance or more. */
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{16,64}$';

/** A new random token (24 URL-safe characters, 144 bits). */
export const newToken = (): string => randomBytes(18).toString('base64url');

/** Tokens are kept hashed, so a copy of the database does not hand out spins. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
