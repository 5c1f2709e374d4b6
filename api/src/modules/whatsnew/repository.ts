import type { Db } from '../../db/db';

/** The previous visit (null on the first), recording now as the new one. */
export function recordVisit(db: Db, memberId: string): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const previous = await tx.maybeOne<{ seen_at: Date }>(
      'select seen_at from whatsnew_visit where member_id = $1 for update',
      [memberId],
    );
    await tx.query(
      `insert into whatsnew_visit (member_id, seen_at) values ($1, now())
       on conflict (member_id) do update set seen_at = excluded.seen_at`,
      [memberId],
    );
    return previous?.seen_at ?? null;
  });
}
