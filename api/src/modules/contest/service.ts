import type {
  Activity,
  ContestPage,
  ContestSummary,
  ContestWheel,
  NewItem,
  SpinBlock,
  SpinResult,
  SpinStarted,
} from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import type { Language } from '../../platform/messages';
import { inLanguage, translated } from '../../platform/translations';
import { dayStart, isOpen, memberLimitReached, nextDayStart, periodStart } from './limits';
import type { PrizeOrders } from '../rewards';
import { hashToken } from './public-links';
import {
  type ContestRow,
  countContests,
  findContestNames,
  listContestsCreatedSince,
  countMemberSpins,
  countPrizes,
  findContest,
  findOpenContestBySlug,
  findOpenGrantParent,
  findPublicLink,
  findSpin,
  hasOpenGrant,
  listContests,
  listSegments,
  lockContest,
  lockGrant,
  lockMemberSpins,
  type PublicLinkRow,
  type SegmentRow,
  type Spinner,
  usePublicLink,
} from './repository';
import { assertPrizesLeft, drawAndRecord, limitReached } from './spin';

export type ContestService = ReturnType<typeof createContestService>;

export interface ContestDeps {
  db: Db;
  /** The id of the campaign this deployment serves. */
  campaignId: () => Promise<string>;
  /** The member's tier (from lifetime points), for a contest's minimum tier. */
  tierOf: (memberId: string) => Promise<number>;
  /** The rewards module's prize orders, in the spin's transaction. */
  prizeOrders: PrizeOrders;
  /** The earning module's games activities: a member's spin completes those that name its contest. */
  games: GamesActivities;
  now?: () => Date;
}

/** docs/product/earning.md, Games: an activity that names a contest completes when the member spins it. */
export interface GamesActivities {
  /** The games naming the contest, read before the spin's transaction. */
  gamesNaming(contest: { id: string; slug: string }): Promise<readonly Activity[]>;
  /** Completes and credits them, in the spin's transaction: the points of each credited. */
  completeGames(tx: Db, memberId: string, games: readonly Activity[]): Promise<readonly { points: number }[]>;
}

/** A contest's id, as opposed to its slug: a games activity's link may name a contest either way. */
const CONTEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new DomainError('contest.notFound', 404);
const spinNotFound = () => new DomainError('contest.spinNotFound', 404);

/** The contest as its card shows it, named in `language`. */
export function toSummary(row: ContestRow, language: Language): ContestSummary {
  return {
    id: row.id,
    ...translated(row, row.texts, language),
    cardHeaderImage: row.card_header_image,
    pointRequired: row.point_required,
    actionType: 'spin',
  };
}

/** What stops a spin now, if anything; `at` dates a daily limit's lifting; a free spin the member still holds. */
interface SpinBlockAt {
  block: SpinBlock | undefined;
  at: Date;
  freeSpinParentId?: string | undefined;
}

/**
 * The wheel as members see it, in `language`: the segments' looks and types, never their odds or prizes,
 * and why it cannot be spun when it cannot.
 */
function toWheel(
  row: ContestRow,
  segments: SegmentRow[],
  { block, at, freeSpinParentId }: SpinBlockAt,
  language: Language,
): ContestWheel {
  return {
    ...toSummary(row, language),
    segments: segments.map((segment) => ({
      segmentId: segment.id,
      text: inLanguage({ ...segment.texts, en: segment.text }, language),
      bgColor: segment.bg_color,
      textColor: segment.text_color,
      segmentType: segment.segment_type,
    })),
    allowSpin: block === undefined,
    ...(block && { spinBlock: block }),
    ...(block === 'today' && { nextSpinAt: nextDayStart(at).toISOString() }),
    ...(freeSpinParentId && { freeSpinParentId }),
  };
}

/** Blocks a free spin won earlier does not get past: a closed contest, or no prize left to draw. */
const FREE_SPIN_STOPS: ReadonlySet<SpinBlock | undefined> = new Set(['closed', 'prizes']);

/** Contests, their wheels and spins of the campaign this deployment serves (docs/product/contests.md). */
export function createContestService(deps: ContestDeps) {
  const { db, campaignId, tierOf, prizeOrders, games, now = () => new Date() } = deps;
  async function prizesLeft(contest: ContestRow, at: Date): Promise<boolean> {
    if (contest.prizes_per_period === null) return true;
    return (await countPrizes(db, contest.id, periodStart(contest.prize_period, at))) < contest.prizes_per_period;
  }

  async function memberBlock(contest: ContestRow, memberId: string, at: Date): Promise<SpinBlock | undefined> {
    if (!isOpen(contest, at)) return 'closed';
    if ((await tierOf(memberId)) < contest.min_tier) return 'tier';
    const reached = memberLimitReached(contest, await countMemberSpins(db, contest.id, memberId, dayStart(at)));
    if (reached) return reached;
    return (await prizesLeft(contest, at)) ? undefined : 'prizes';
  }

  async function linkBlock(link: PublicLinkRow, contest: ContestRow, at: Date): Promise<SpinBlock | undefined> {
    if (!isOpen(contest, at)) return 'closed';
    if (link.uses_count >= link.uses_allowed) return 'linkUsed';
    return (await prizesLeft(contest, at)) ? undefined : 'prizes';
  }

  /** The contest as it stands before a spin's transaction: 404 when absent. */
  async function probeContest(campaign: string, id: string): Promise<ContestRow> {
    const contest = await findContest(db, campaign, id);
    if (!contest) throw notFound();
    return contest;
  }

  /**
   * Reads the contest for a spin, locked when the probe saw a prize cap: 404 when absent, 403
   * outside its dates. Only `tx` inside a transaction.
   */
  async function lockOpenContest(tx: Db, campaign: string, probe: ContestRow, at: Date): Promise<ContestRow> {
    const contest = await lockContest(tx, campaign, probe.id, probe.prizes_per_period !== null);
    if (!contest) throw notFound();
    if (!isOpen(contest, at)) throw limitReached();
    return contest;
  }

  async function grantOf(tx: Db, contest: ContestRow, parentId: string, spinner: Spinner): Promise<string> {
    const grant = await lockGrant(tx, contest.id, parentId, spinner);
    if (!grant) throw spinNotFound();
    return grant.id;
  }

  async function resultOf(id: string, spinner: Spinner): Promise<SpinResult> {
    const spin = await findSpin(db, id, spinner);
    if (!spin?.segment_id) throw spinNotFound();
    const result = { contestHistoryId: spin.id, segmentId: spin.segment_id };
    const continues = spin.segment_type === 'free_spin' && (await hasOpenGrant(db, spin.id));
    return continues ? { ...result, parentId: spin.id } : result;
  }

  async function linkOf(token: string, tx: Db = db, lock = false): Promise<PublicLinkRow> {
    const link = await findPublicLink(tx, hashToken(token), lock);
    if (!link) throw new DomainError('contest.linkInvalid', 404);
    return link;
  }

  return {
    /** The names the points history gives spins: each contest's name in `language`, by id. */
    async names(ids: string[], language: Language): Promise<Map<string, string>> {
      const rows = await findContestNames(db, ids);
      return new Map(rows.map((row) => [row.id, translated(row, row.texts, language).name]));
    },

    /** Contests created after `since` (all when null), newest first, named in `language`. */
    async createdSince(since: Date | null, language: Language): Promise<NewItem[]> {
      const rows = await listContestsCreatedSince(db, await campaignId(), since);
      return rows.map((row) => ({
        id: row.id,
        title: translated(row, row.texts, language).name,
        createdAt: row.created_at.toISOString(),
      }));
    },

    /** One page of the campaign's contests, named in `language`; `pageIndex` is 0-based. */
    async page(pageIndex: number, limit: number, language: Language): Promise<ContestPage> {
      const campaign = await campaignId();
      const [rows, totalRecs] = await Promise.all([
        listContests(db, campaign, limit, pageIndex * limit),
        countContests(db, campaign),
      ]);
      return { content: rows.map((row) => toSummary(row, language)), metaData: { totalRecs } };
    },

    /**
     * The contest, named by its id or its slug, and its wheel; allowSpin says whether the member may spin
     * it now. The wheel's id is what a spin names.
     */
    async wheel(memberId: string, idOrSlug: string, language: Language): Promise<ContestWheel> {
      const campaign = await campaignId();
      const contest = CONTEST_ID.test(idOrSlug)
        ? await findContest(db, campaign, idOrSlug)
        : await findOpenContestBySlug(db, campaign, idOrSlug);
      if (!contest) throw notFound();
      const segments = await listSegments(db, contest.id);
      const at = now();
      const block = await memberBlock(contest, memberId, at);
      // Won and not spun (the result closed, the page left): still the member's, outside the limits.
      const freeSpinParentId = FREE_SPIN_STOPS.has(block)
        ? undefined
        : await findOpenGrantParent(db, contest.id, memberId);
      return toWheel(contest, segments, { block, at, freeSpinParentId }, language);
    },

    /**
     * A member's spin, drawn and recorded in one transaction with its cost, its prize and the games
     * activities it completes. `parentId` spends the free spin that spin won (no cost, not counted
     * against the member's limits).
     */
    async spin(memberId: string, request: { contestId: string; parentId?: string | undefined }): Promise<SpinStarted> {
      const at = now();
      const campaign = await campaignId();
      const probe = await probeContest(campaign, request.contestId);
      // Read before the transaction (PGlite runs one at a time); only a contest with a minimum asks.
      const tier = probe.min_tier > 1 ? await tierOf(memberId) : 1;
      const played = await games.gamesNaming(probe);
      const started = await db.transaction(async (tx) => {
        const contest = await lockOpenContest(tx, campaign, probe, at);
        const spinner = { memberId };
        await lockMemberSpins(tx, contest.id, memberId);
        let grantId: string | undefined;
        if (request.parentId) grantId = await grantOf(tx, contest, request.parentId, spinner);
        else {
          if (tier < contest.min_tier) throw limitReached();
          if (memberLimitReached(contest, await countMemberSpins(tx, contest.id, memberId, dayStart(at))))
            throw limitReached();
        }
        await assertPrizesLeft(tx, contest, at);
        const contestHistoryId = await drawAndRecord(tx, { contest, spinner, grantId }, prizeOrders);
        const credits = await games.completeGames(tx, memberId, played);
        return { contestHistoryId, gamePoints: credits.reduce((sum, credit) => sum + credit.points, 0) };
      });
      const { contestHistoryId, gamePoints } = started;
      return gamePoints > 0 ? { contestHistoryId, gamePoints } : { contestHistoryId };
    },

    /** The segment a member's spin drew; parentId when it won a free spin still to be spun. */
    result: (memberId: string, id: string) => resultOf(id, { memberId }),

    /** The wheel behind a public link; allowSpin while the link has uses left and the contest is open. */
    async publicWheel(token: string, language: Language): Promise<ContestWheel> {
      const link = await linkOf(token);
      const contest = await findContest(db, await campaignId(), link.contest_id);
      if (!contest) throw new DomainError('contest.linkInvalid', 404);
      const at = now();
      return toWheel(
        contest,
        await listSegments(db, contest.id),
        { block: await linkBlock(link, contest, at), at },
        language,
      );
    },

    /** A visitor's spin through a public link: free, one use of the link (a free spin won uses none). */
    async publicSpin(token: string, request: { parentId?: string | undefined }): Promise<SpinStarted> {
      const at = now();
      const campaign = await campaignId();
      const probe = await probeContest(campaign, (await linkOf(token)).contest_id);
      const contestHistoryId = await db.transaction(async (tx) => {
        const link = await linkOf(token, tx, true);
        const contest = await lockOpenContest(tx, campaign, probe, at);
        const spinner = { linkId: link.id };
        let grantId: string | undefined;
        if (request.parentId) grantId = await grantOf(tx, contest, request.parentId, spinner);
        else {
          if (link.uses_count >= link.uses_allowed) throw new DomainError('contest.linkUsed', 403);
          await usePublicLink(tx, link.id);
        }
        await assertPrizesLeft(tx, contest, at);
        return drawAndRecord(tx, { contest, spinner, grantId }, prizeOrders);
      });
      return { contestHistoryId };
    },

    async publicResult(token: string, id: string): Promise<SpinResult> {
      const link = await linkOf(token);
      return resultOf(id, { linkId: link.id });
    },
  };
}
