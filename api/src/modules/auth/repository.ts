import type { Db } from '../../db/db';
import type { SocialProvider } from './settings';

/** The member a provider account is linked to, if any. */
export async function findLinkedMemberId(db: Db, provider: SocialProvider, subject: string): Promise<string | undefined> {
  const link = await db.maybeOne<{ member_id: string }>(
    'select member_id from social_identity where provider = $1 and subject = $2',
    [provider, subject],
  );
  return link?.member_id;
}

/** Links a provider account to a member; linking again changes nothing. */
export async function linkSocialIdentity(db: Db, provider: SocialProvider, subject: string, memberId: string): Promise<void> {
  await db.query('insert into social_identity (provider, subject, member_id) values ($1, $2, $3) on conflict do nothing', [
    provider,
    subject,
    memberId,
  ]);
}
