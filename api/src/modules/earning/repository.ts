import type { SurveyQuestion } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import type { LocalizedText } from '../activity';

/** All SQL of activity_event, survey, referral and member_visit (migration 0400). */

export interface EventRow {
  id: string;
  member_id: string;
  activity_id: string;
  state: 'started' | 'completed';
  elapsed_seconds: number;
}

export function insertEvent(db: Db, memberId: string, activityId: string, type: string | null) {
  return db.one<{ id: string }>(
    'insert into activity_event (member_id, activity_id, type) values ($1, $2, $3) returning id',
    [memberId, activityId, type],
  );
}

/** The member's event, locked until the transaction ends; elapsed time on the database's clock. */
export function lockEvent(tx: Db, memberId: string, eventId: string): Promise<EventRow | undefined> {
  return tx.maybeOne<EventRow>(
    `select id, member_id, activity_id, state,
            extract(epoch from (clock_timestamp() - started_at))::float8 as elapsed_seconds
       from activity_event where id = $1 and member_id = $2 for update`,
    [eventId, memberId],
  );
}

export function findEvent(db: Db, memberId: string, eventId: string) {
  return db.maybeOne<{ id: string; activity_id: string; state: 'started' | 'completed' }>(
    'select id, activity_id, state from activity_event where id = $1 and member_id = $2',
    [eventId, memberId],
  );
}

/** An event by id alone: the external survey provider knows only the event id it was given. */
export function findEventById(db: Db, eventId: string) {
  return db.maybeOne<{ id: string; member_id: string; activity_id: string; state: string }>(
    'select id, member_id, activity_id, state from activity_event where id = $1',
    [eventId],
  );
}

export async function countCompletions(db: Db, memberId: string, activityId: string): Promise<number> {
  const row = await db.one<{ total: number }>(
    `select count(*)::int as total from activity_event
      where member_id = $1 and activity_id = $2 and state = 'completed'`,
    [memberId, activityId],
  );
  return row.total;
}

export function completionCounts(db: Db, memberId: string, activityIds: readonly string[]) {
  return db.query<{ activity_id: string; total: number }>(
    `select activity_id, count(*)::int as total from activity_event
      where member_id = $1 and activity_id = any($2::uuid[]) and state = 'completed' group by activity_id`,
    [memberId, activityIds],
  );
}

/** Numbers the completion; the unique index refuses a second completion with the same number. */
export async function markCompleted(tx: Db, eventId: string, completionNo: number, extra: object): Promise<void> {
  await tx.query(
    `update activity_event set state = 'completed', completed_at = now(), completion_no = $2,
            extra_info = extra_info || $3::jsonb
      where id = $1`,
    [eventId, completionNo, JSON.stringify(extra)],
  );
}

export function findSurvey(db: Db, campaignId: string, surveyId: string) {
  return db.maybeOne<{ id: string; questions: StoredQuestion[] }>(
    'select id, questions from survey where campaign_id = $1 and id = $2',
    [campaignId, surveyId],
  );
}

/** A quiz locked until the transaction ends (the operator's text edits). */
export function lockSurvey(tx: Db, campaignId: string, surveyId: string) {
  return tx.maybeOne<{ questions: StoredQuestion[] }>(
    'select questions from survey where campaign_id = $1 and id = $2 for update',
    [campaignId, surveyId],
  );
}

export async function saveSurvey(tx: Db, campaignId: string, surveyId: string, questions: StoredQuestion[]) {
  await tx.query('update survey set questions = $3::jsonb where campaign_id = $1 and id = $2', [
    campaignId,
    surveyId,
    JSON.stringify(questions),
  ]);
}

/**
 * A question as stored: the contract's fields, its title and option texts in every language (migration
 * 0410), plus the correct option ids (never sent to members). Scoring reads only the ids.
 */
export type StoredQuestion = Omit<SurveyQuestion, 'title' | 'options'> & {
  title: LocalizedText;
  options: { id: string; option: LocalizedText }[];
  correct?: string[];
};

export async function insertMissingSurvey(db: Db, campaignId: string, id: string, questions: StoredQuestion[]) {
  const rows = await db.query(
    `insert into survey (campaign_id, id, questions) values ($1, $2, $3::jsonb)
     on conflict (campaign_id, id) do nothing returning id`,
    [campaignId, id, JSON.stringify(questions)],
  );
  return rows.length;
}

/** Invites `email` for the referrer unless anyone invited it before; answers the inviter of record. */
/**
 * Records the invitation of an address nobody has invited yet; false when it was invited already, by
 * anyone, the member themself included, so that each address is mailed once.
 */
export async function inviteOnce(db: Db, referrerId: string, email: string): Promise<boolean> {
  const row = await db.maybeOne<{ id: string }>(
    `insert into referral (referrer_id, email) values ($1, $2) on conflict (lower(email)) do nothing returning id`,
    [referrerId, email],
  );
  return row !== undefined;
}

/** Locks every invitation of the referrer, serialising the credits counted against their limits. */
export async function lockReferrals(tx: Db, referrerId: string): Promise<void> {
  await tx.query('select id from referral where referrer_id = $1 for update', [referrerId]);
}

export function findOpenReferral(db: Db, email: string) {
  return db.maybeOne<{ id: string; referrer_id: string }>(
    'select id, referrer_id from referral where lower(email) = lower($1) and credited_at is null',
    [email],
  );
}

export async function referralCredits(tx: Db, referrerId: string) {
  return tx.one<{ total: number; this_week: number }>(
    `select count(*)::int as total,
            (count(*) filter (where credited_at > now() - interval '7 days'))::int as this_week
       from referral where referrer_id = $1 and credited_at is not null`,
    [referrerId],
  );
}

export async function markReferralCredited(tx: Db, referralId: string, friendId: string): Promise<void> {
  await tx.query('update referral set credited_at = now(), friend_member_id = $2 where id = $1', [
    referralId,
    friendId,
  ]);
}

/** Records today's visit (in `timeZone`) and answers that day. */
export async function recordVisit(tx: Db, memberId: string, timeZone: string): Promise<string> {
  const { day } = await tx.one<{ day: string }>(`select to_char((now() at time zone $1)::date, 'YYYY-MM-DD') as day`, [
    timeZone,
  ]);
  await tx.query('insert into member_visit (member_id, day) values ($1, $2::date) on conflict do nothing', [
    memberId,
    day,
  ]);
  return day;
}

/** Consecutive days with a visit, ending at `day` (0 when `day` has none). */
export async function streakDays(db: Db, memberId: string, day: string): Promise<number> {
  const rows = await db.query<{ gap: number }>(
    `select ($2::date - day)::int as gap from member_visit
      where member_id = $1 and day <= $2::date order by day desc limit 400`,
    [memberId, day],
  );
  let count = 0;
  while (count < rows.length && rows[count]?.gap === count) count += 1;
  return count;
}
