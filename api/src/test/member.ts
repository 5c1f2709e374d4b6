import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/db';
import { signAccessToken } from '../http/authenticate';
import type { TestApp } from './test-app';

export interface SignedInMember {
  id: string;
  email: string;
  accessToken: string;
  /** app.inject with the member's Authorization header; `url` is relative to /api. */
  inject(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
}

/** A new active member with a unique e-mail, for service tests that need no token. */
export function insertMember(db: Db): Promise<{ id: string; email: string }> {
  return db.one(
    "insert into member (email, status) values ('m' || gen_random_uuid() || '@example.com', 'active') returning id, email",
  );
}

/**
 * An active member with an access token, as a sign-in would give: the member with this e-mail
 * when there is one, else a new one. For tests of member-only routes that are not about signing in.
 */
export async function signedInMember(
  t: Pick<TestApp, 'app' | 'db' | 'config'>,
  { email = `member-${randomUUID()}@example.com`, tier = 1 }: { email?: string; tier?: number } = {},
): Promise<SignedInMember> {
  const existing = await t.db.maybeOne<{ id: string }>('select id from member where lower(email) = lower($1)', [email]);
  const row =
    existing ??
    (await t.db.one<{ id: string }>(`insert into member (email, status) values ($1, 'active') returning id`, [email]));
  const accessToken = signAccessToken(t.config.jwtSecret, { id: row.id, tier });
  return {
    id: row.id,
    email,
    accessToken,
    inject: (options) =>
      t.app.inject({
        ...options,
        url: `/api${options.url}`,
        headers: { ...options.headers, authorization: `Bearer ${accessToken}` },
      }),
  };
}
