import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum (19 MiB, 2 passes): about 25 ms per verify here. */
const ARGON2 = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash verified when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/** Opaque secrets (refresh, confirmation and reset tokens) are stored only as SHA-256 hashes. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

export function newOtpCode(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}
