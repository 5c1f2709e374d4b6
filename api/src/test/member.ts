import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { signAccessToken } from '../http/authenticate';
import type { TestApp } from './test-app';

export interface SignedInMember {
  id: string;
  email: string;
  accessToken: string;
  /** app.inject with the member's Authorization header; `url` is relative to /api. */
  inject(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
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
