import type { SegmentType } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import type { NameTranslations, Translation } from '../../platform/translations';
import type { SegmentInput } from './wheel-rules';

export type PrizePeriod = 'day' | 'week' | 'month' | 'contest';

export interface ContestRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  /** French and Spanish name and description (migration 0560); English is name and description. */
  texts: NameTranslations;
  card_header_image: string;
  point_required: number;
  spins_per_day: number | null;
  spins_total: number | null;
  prizes_per_period: number | null;
  prize_period: PrizePeriod;
  starts_at: Date | null;
  ends_at: Date | null;
  min_tier: number;
}

export interface SegmentRow {
  id: string;
  text: string;
  /** French and Spanish text (migration 0560); English is text. */
  texts: Partial<Record<Translation, string>>;
  bg_color: string;
  text_color: string;
  segment_type: SegmentType;
  probability: number;
  prize_points: number | null;
  reward_id: string | null;
}

export interface SpinRow {
  id: string;
  contest_id: string;
  status: 'completed' | 'granted';
  segment_id: string | null;
  segment_type: SegmentType | null;
}

/** Who spins: a member, or a visitor through a public link. */
export type Spinner = { memberId: string } | { linkId: string };

const CONTEST_COLUMNS = `id, slug, name, description, texts, card_header_image, point_required, spins_per_day, spins_total,
  prizes_per_period, prize_period, starts_at, ends_at, min_tier`;

/**
 * What members see of a contest: switched on, and with a wheel. A contest an operator has just created
 * has no segments yet (contest:create, then contest:wheel), and would show an empty wheel no one can spin.
 */
const SHOWN = 'active and exists (select 1 from contest_segment s where s.contest_id = contest.id and not s.retired)';

export function listContests(db: Db, campaignId: string, limit: number, offset: number): Promise<ContestRow[]> {
  return db.query<ContestRow>(
    `select ${CONTEST_COLUMNS} from contest where campaign_id = $1 and ${SHOWN}
      order by sort_order, id limit $2 offset $3`,
    [campaignId, limit, offset],
  );
}

export async function countContests(db: Db, campaignId: string): Promise<number> {
  const row = await db.one<{ total: number }>(
    `select count(*)::int as total from contest where campaign_id = $1 and ${SHOWN}`,
    [campaignId],
  );
  return row.total;
}

export function findContest(db: Db, campaignId: string, id: string): Promise<ContestRow | undefined> {
  return db.maybeOne<ContestRow>(
    `select ${CONTEST_COLUMNS} from contest where campaign_id = $1 and id = $2 and ${SHOWN}`,
    [campaignId, id],
  );
}

/** The campaign's active contests created after `since` (all when null), newest first: "what's new". */
export function listContestsCreatedSince(db: Db, campaignId: string, since: Date | null) {
  return db.query<Pick<ContestRow, 'id' | 'name' | 'description' | 'texts'> & { created_at: Date }>(
    `select id, name, description, texts, created_at from contest
      where campaign_id = $1 and ${SHOWN} and ($2::timestamptz is null or created_at > $2)
      order by created_at desc`,
    [campaignId, since],
  );
}

/** An active contest by its slug, as a games activity's link names it. */
export function findOpenContestBySlug(db: Db, campaignId: string, slug: string): Promise<ContestRow | undefined> {
  return db.maybeOne<ContestRow>(
    `select ${CONTEST_COLUMNS} from contest where campaign_id = $1 and slug = $2 and ${SHOWN}`,
    [campaignId, slug],
  );
}

/** The campaign a contest belongs to, whatever its state; the operator names the contest. */
export function findContestCampaign(db: Db, contestId: string): Promise<string> {
  return db
    .one<{ campaign_id: string }>('select campaign_id from contest where id = $1', [contestId])
    .then((row) => row.campaign_id);
}

export function findContestBySlug(db: Db, campaignId: string, slug: string): Promise<ContestRow | undefined> {
  return db.maybeOne<ContestRow>(`select ${CONTEST_COLUMNS} from contest where campaign_id = $1 and slug = $2`, [
    campaignId,
    slug,
  ]);
}

/**
 * Reads the contest in the spin's transaction, locked exclusively when it caps prizes per period (the
 * count and the new prize must not interleave). An uncapped contest is not locked: shared row locks
 * of many spinners on one row cost more than half the throughput (npm run bench:spin), and nothing
 * counted across members depends on it.
 */
export function lockContest(
  tx: Db,
  campaignId: string,
  id: string,
  exclusive: boolean,
): Promise<ContestRow | undefined> {
  return tx.maybeOne<ContestRow>(
    `select ${CONTEST_COLUMNS} from contest where campaign_id = $1 and id = $2 and active
        ${exclusive ? 'for update' : ''}`,
    [campaignId, id],
  );
}

/** Serialises one member's spins on one contest, so counting them and adding one cannot interleave. */
export async function lockMemberSpins(tx: Db, contestId: string, memberId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 0)) as locked`, [
    `contest:${contestId}:${memberId}`,
  ]);
}

export function listSegments(db: Db, contestId: string): Promise<SegmentRow[]> {
  return db.query<SegmentRow>(
    `select id, text, texts, bg_color, text_color, segment_type, probability, prize_points, reward_id
       from contest_segment where contest_id = $1 and not retired order by position`,
    [contestId],
  );
}

/** The member's spins (free spins won not counted) today (from dayStart) and ever. */
export function countMemberSpins(db: Db, contestId: string, memberId: string, dayStart: Date) {
  return db.one<{ today: number; total: number }>(
    `select count(*) filter (where created_at >= $3)::int as today, count(*)::int as total
       from contest_spin where contest_id = $1 and member_id = $2 and parent_id is null`,
    [contestId, memberId, dayStart],
  );
}

/** Prizes (points and rewards) the contest gave since `since` (ever when null). */
export async function countPrizes(db: Db, contestId: string, since: Date | null): Promise<number> {
  const row = await db.one<{ total: number }>(
    `select count(*)::int as total from contest_spin
      where contest_id = $1 and segment_type in ('points', 'reward') and ($2::timestamptz is null or created_at >= $2)`,
    [contestId, since],
  );
  return row.total;
}

export interface DrawnSpin {
  id: string;
  contestId: string;
  spinner: Spinner;
  segment: SegmentRow;
  cost: number;
  orderId: string | null;
}

/** Records a drawn spin with its segment, cost and prize. */
export async function insertSpin(tx: Db, spin: DrawnSpin): Promise<void> {
  await tx.query(
    `insert into contest_spin (id, contest_id, member_id, public_link_id, status, segment_id, segment_type, cost,
                               prize_points, reward_id, order_id)
     values ($1, $2, $3, $4, 'completed', $5, $6, $7, $8, $9, $10)`,
    [
      spin.id,
      spin.contestId,
      'memberId' in spin.spinner ? spin.spinner.memberId : null,
      'linkId' in spin.spinner ? spin.spinner.linkId : null,
      spin.segment.id,
      spin.segment.segment_type,
      spin.cost,
      spin.segment.prize_points,
      spin.segment.reward_id,
      spin.orderId,
    ],
  );
}

/** Draws a free spin that was granted: the granted row becomes the completed spin. */
export async function completeGrant(tx: Db, spin: DrawnSpin): Promise<void> {
  await tx.query(
    `update contest_spin set status = 'completed', segment_id = $2, segment_type = $3, prize_points = $4,
            reward_id = $5, order_id = $6, created_at = now()
      where id = $1 and status = 'granted'`,
    [
      spin.id,
      spin.segment.id,
      spin.segment.segment_type,
      spin.segment.prize_points,
      spin.segment.reward_id,
      spin.orderId,
    ],
  );
}

/** The free spin a free_spin segment grants: one row, its parent the spin that won it. */
export async function insertGrant(tx: Db, parentId: string, contestId: string, spinner: Spinner): Promise<void> {
  await tx.query(
    `insert into contest_spin (contest_id, member_id, public_link_id, status, parent_id)
     values ($1, $2, $3, 'granted', $4)`,
    [contestId, 'memberId' in spinner ? spinner.memberId : null, 'linkId' in spinner ? spinner.linkId : null, parentId],
  );
}

/** Matches the spinner given as parameters $n (member id) and $n+1 (link id), one of them null. */
const spinnerMatch = (n: number) =>
  `(($${n}::uuid is not null and member_id = $${n}) or ($${n + 1}::uuid is not null and public_link_id = $${n + 1}))`;
const spinnerParams = (spinner: Spinner) => [
  'memberId' in spinner ? spinner.memberId : null,
  'linkId' in spinner ? spinner.linkId : null,
];

/** The unused free spin won by spin `parentId` of this spinner on this contest, locked. */
export function lockGrant(
  tx: Db,
  contestId: string,
  parentId: string,
  spinner: Spinner,
): Promise<{ id: string } | undefined> {
  return tx.maybeOne<{ id: string }>(
    `select id from contest_spin
      where contest_id = $1 and parent_id = $2 and status = 'granted' and ${spinnerMatch(3)} for update`,
    [contestId, parentId, ...spinnerParams(spinner)],
  );
}

/** A drawn spin of this spinner; another member's or link's spin is not found. */
export function findSpin(db: Db, id: string, spinner: Spinner): Promise<SpinRow | undefined> {
  return db.maybeOne<SpinRow>(
    `select id, contest_id, status, segment_id, segment_type from contest_spin
      where id = $1 and status = 'completed' and ${spinnerMatch(2)}`,
    [id, ...spinnerParams(spinner)],
  );
}

/** The spin that won this member a free spin on this contest not yet spun, if any (the oldest). */
export async function findOpenGrantParent(db: Db, contestId: string, memberId: string): Promise<string | undefined> {
  const row = await db.maybeOne<{ parent_id: string }>(
    `select parent_id from contest_spin
      where contest_id = $1 and member_id = $2 and status = 'granted'
      order by created_at limit 1`,
    [contestId, memberId],
  );
  return row?.parent_id;
}

/** Whether the free spin won by spin `parentId` is still to be spun. */
export async function hasOpenGrant(db: Db, parentId: string): Promise<boolean> {
  const row = await db.maybeOne<{ id: string }>(
    `select id from contest_spin where parent_id = $1 and status = 'granted'`,
    [parentId],
  );
  return row !== undefined;
}

/** Replaces the wheel: the old segments are retired (spins keep pointing at them), the new ones added. */
export async function replaceSegments(tx: Db, contestId: string, segments: readonly SegmentInput[]): Promise<void> {
  await tx.query('update contest_segment set retired = true where contest_id = $1 and not retired', [contestId]);
  for (const [position, segment] of segments.entries()) {
    await tx.query(
      `insert into contest_segment (contest_id, position, text, bg_color, text_color, segment_type, probability,
                                    prize_points, reward_id, texts)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        contestId,
        position,
        segment.text.trim(),
        segment.bgColor,
        segment.textColor,
        segment.segmentType,
        segment.probability,
        segment.prizePoints ?? null,
        segment.rewardId?.trim() || null,
        JSON.stringify(segment.texts ?? {}),
      ],
    );
  }
}

/** The names of the given contests in English and their translations (the points history names spins by them). */
export function findContestNames(
  db: Db,
  ids: string[],
): Promise<Pick<ContestRow, 'id' | 'name' | 'description' | 'texts'>[]> {
  return db.query('select id, name, description, texts from contest where id = any($1::uuid[])', [ids]);
}

/** Sets a contest's translations. */
export async function updateContestTexts(tx: Db, contestId: string, texts: NameTranslations): Promise<void> {
  await tx.query('update contest set texts = $2 where id = $1', [contestId, JSON.stringify(texts)]);
}

/** The contest's own (English) name and description; a field left undefined keeps its value. */
export async function updateContestEnglish(
  tx: Db,
  contestId: string,
  { name, description }: { name?: string | undefined; description?: string | undefined },
): Promise<void> {
  await tx.query(
    'update contest set name = coalesce($2, name), description = coalesce($3, description) where id = $1',
    [contestId, name ?? null, description ?? null],
  );
}

/** Switches a contest on or off: off, members no longer see it, and its history stays. False: it was so already. */
export async function setContestActive(tx: Db, contestId: string, active: boolean): Promise<boolean> {
  const rows = await tx.query('update contest set active = $2 where id = $1 and active <> $2 returning id', [
    contestId,
    active,
  ]);
  return rows.length > 0;
}

/**
 * Gives the demo contest and its wheel's segments the translations they lack (an operator's own are
 * kept): a segment is matched by its English text on the current wheel.
 */
export async function addMissingContestTexts(
  db: Db,
  contestId: string,
  texts: NameTranslations,
  segments: readonly SegmentInput[],
): Promise<void> {
  await db.query(`update contest set texts = $2 where id = $1 and texts = '{}'::jsonb`, [
    contestId,
    JSON.stringify(texts),
  ]);
  for (const segment of segments) {
    if (!segment.texts) continue;
    await db.query(
      `update contest_segment set texts = $3
        where contest_id = $1 and text = $2 and not retired and texts = '{}'::jsonb`,
      [contestId, segment.text, JSON.stringify(segment.texts)],
    );
  }
}

/** Records the operator of a contest's latest change; returns its slug, which the operators' journal names. */
export async function touchContest(tx: Db, contestId: string, operator: string): Promise<string> {
  const row = await tx.one<{ slug: string }>(
    'update contest set updated_at = now(), updated_by = $2 where id = $1 returning slug',
    [contestId, operator],
  );
  return row.slug;
}

export interface PublicLinkRow {
  id: string;
  contest_id: string;
  uses_allowed: number;
  uses_count: number;
}

export async function insertPublicLink(
  db: Db,
  link: { contestId: string; tokenHash: string; usesAllowed: number; createdBy: string },
): Promise<boolean> {
  const row = await db.maybeOne<{ id: string }>(
    `insert into contest_public_link (contest_id, token_hash, uses_allowed, created_by) values ($1, $2, $3, $4)
     on conflict (token_hash) do nothing returning id`,
    [link.contestId, link.tokenHash, link.usesAllowed, link.createdBy],
  );
  return row !== undefined;
}

/** The link of a token (by its hash); `lock` holds it for the spin's transaction. */
export function findPublicLink(db: Db, tokenHash: string, lock = false): Promise<PublicLinkRow | undefined> {
  return db.maybeOne<PublicLinkRow>(
    `select id, contest_id, uses_allowed, uses_count from contest_public_link where token_hash = $1
      ${lock ? 'for update' : ''}`,
    [tokenHash],
  );
}

export async function usePublicLink(tx: Db, id: string): Promise<void> {
  await tx.query('update contest_public_link set uses_count = uses_count + 1 where id = $1', [id]);
}

/** Inserts the contest unless the campaign has its slug; returns its id either way. */
export async function ensureContest(
  db: Db,
  campaignId: string,
  contest: Omit<ContestRow, 'id' | 'texts'> & { sortOrder: number },
): Promise<{ id: string; created: boolean }> {
  const inserted = await db.maybeOne<{ id: string }>(
    `insert into contest (campaign_id, slug, name, description, card_header_image, point_required, spins_per_day,
                          spins_total, prizes_per_period, prize_period, starts_at, ends_at, min_tier, sort_order)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     on conflict (campaign_id, slug) do nothing returning id`,
    [
      campaignId,
      contest.slug,
      contest.name,
      contest.description,
      contest.card_header_image,
      contest.point_required,
      contest.spins_per_day,
      contest.spins_total,
      contest.prizes_per_period,
      contest.prize_period,
      contest.starts_at,
      contest.ends_at,
      contest.min_tier,
      contest.sortOrder,
    ],
  );
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db.one<{ id: string }>('select id from contest where campaign_id = $1 and slug = $2', [
    campaignId,
    contest.slug,
  ]);
  return { id: existing.id, created: false };
}

export interface ContestLimits {
  spinsPerDay: number | null;
  spinsTotal: number | null;
  prizesPerPeriod: number | null;
  prizePeriod: PrizePeriod;
  startsAt: Date | null;
  endsAt: Date | null;
  minTier: number;
  pointRequired: number;
}

/**
 * Sets the limits; false when the contest had these already (nothing written). The operator is recorded
 * with a change (touchContest, in the same transaction).
 */
export async function updateLimits(tx: Db, contestId: string, limits: ContestLimits): Promise<boolean> {
  const rows = await tx.query(
    `update contest set spins_per_day = $2, spins_total = $3, prizes_per_period = $4, prize_period = $5,
            starts_at = $6, ends_at = $7, min_tier = $8, point_required = $9
      where id = $1
        and (spins_per_day, spins_total, prizes_per_period, prize_period, starts_at, ends_at, min_tier, point_required)
            is distinct from ($2::int, $3::int, $4::int, $5, $6::timestamptz, $7::timestamptz, $8::int, $9::int)
      returning id`,
    [
      contestId,
      limits.spinsPerDay,
      limits.spinsTotal,
      limits.prizesPerPeriod,
      limits.prizePeriod,
      limits.startsAt,
      limits.endsAt,
      limits.minTier,
      limits.pointRequired,
    ],
  );
  return rows.length > 0;
}

export interface SpinReportRow {
  id: string;
  created_at: Date;
  member_id: string | null;
  public_link_id: string | null;
  segment_text: string | null;
  segment_type: SegmentType | null;
  cost: number;
  prize_points: number | null;
  reward_id: string | null;
  order_id: string | null;
}

/** The contest's latest drawn spins, for the operator. */
export function listRecentSpins(db: Db, contestId: string, limit: number): Promise<SpinReportRow[]> {
  return db.query<SpinReportRow>(
    `select s.id, s.created_at, s.member_id, s.public_link_id, g.text as segment_text, s.segment_type,
            s.cost, s.prize_points, s.reward_id, s.order_id
       from contest_spin s
       left join contest_segment g on g.id = s.segment_id
      where s.contest_id = $1 and s.status = 'completed'
      order by s.created_at desc limit $2`,
    [contestId, limit],
  );
}
