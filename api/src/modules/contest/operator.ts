import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import { type NameAndDescription, type Translation, changedTranslations } from '../../platform/translations';
import { findCampaign, highestTier } from '../campaign';
import { recordOperatorAction } from '../operator-log';
import { findCampaignRewardIds } from '../rewards';
import { hashToken, newToken } from './public-links';
import {
  type ContestLimits,
  type ContestRow,
  ensureContest,
  findContestBySlug,
  findContestCampaign,
  insertPublicLink,
  listRecentSpins,
  replaceSegments,
  type SpinReportRow,
  touchContest,
  setContestActive,
  updateContestEnglish,
  updateContestTexts,
  updateLimits,
} from './repository';
import { assertValidWheel, type SegmentInput } from './wheel-rules';

/**
 * Operator actions on contests (CLI contest:*). Each records the operator on the contest (its latest
 * change) and, in the same transaction, in the operators' journal (every change, operators:log).
 */

async function recordChange(tx: Db, contestId: string, operator: string, action: string, detail: string) {
  const subject = await touchContest(tx, contestId, operator);
  await recordOperatorAction(tx, { operator, action, subject, detail });
}

export async function contestBySlug(db: Db, campaignSlug: string, contestSlug: string): Promise<ContestRow> {
  const campaign = await findCampaign(db, campaignSlug);
  const contest = campaign && (await findContestBySlug(db, campaign.id, contestSlug));
  if (!contest) throw new DomainError('contest.notFound', 404);
  return contest;
}

/** The demo activities' game picture, served by the API (docs/product/contests.md, Contest list). */
export const DEFAULT_CARD_IMAGE = '/api/s1/activity/images/games.svg';

export interface NewContest {
  slug: string;
  name: string;
  description: string;
  pointRequired: number;
}

/**
 * Adds a contest to the campaign, without limits and switched on; its wheel comes with saveWheel
 * (a contest without segments shows an empty wheel and cannot be spun). Refuses a slug in use.
 */
export async function createContest(db: Db, campaignSlug: string, contest: NewContest, operator: string) {
  const campaign = await findCampaign(db, campaignSlug);
  if (!campaign) throw new DomainError('campaign.notConfigured', 404);
  return db.transaction(async (tx) => {
    const { id, created } = await ensureContest(tx, campaign.id, {
      slug: contest.slug,
      name: contest.name,
      description: contest.description,
      card_header_image: DEFAULT_CARD_IMAGE,
      point_required: contest.pointRequired,
      spins_per_day: null,
      spins_total: null,
      prizes_per_period: null,
      prize_period: 'day',
      starts_at: null,
      ends_at: null,
      min_tier: 1,
      sortOrder: 100,
    });
    if (!created) throw new Error(`The campaign already has a contest "${contest.slug}".`);
    const detail = `${contest.name}; ${contest.pointRequired} points a spin`;
    await recordChange(tx, id, operator, 'contest:create', detail);
    return id;
  });
}

/**
 * Saves a whole wheel, refused (400 contest.wheelInvalid) unless every segment is valid, its
 * probabilities total 100 and each reward segment names one of the contest's campaign's rewards.
 */
export async function saveWheel(db: Db, contestId: string, segments: readonly SegmentInput[], operator: string) {
  const named = Array.isArray(segments)
    ? segments.flatMap((segment) => (typeof segment?.rewardId === 'string' ? [segment.rewardId.trim()] : []))
    : [];
  assertValidWheel(segments, await findCampaignRewardIds(db, await findContestCampaign(db, contestId), named));
  await db.transaction(async (tx) => {
    await replaceSegments(tx, contestId, segments);
    await recordChange(tx, contestId, operator, 'contest:wheel', `${segments.length} segments`);
  });
}

/**
 * Sets a contest's French or Spanish name or description; an empty value removes the translation.
 * False when the texts would stay as they are, which records nothing.
 */
export async function setContestText(
  db: Db,
  contest: Pick<ContestRow, 'id' | 'texts'>,
  language: Translation,
  change: Partial<NameAndDescription>,
  operator: string,
): Promise<boolean> {
  const texts = changedTranslations(contest.texts, language, change);
  if (isDeepStrictEqual(texts, contest.texts)) return false;
  await db.transaction(async (tx) => {
    await updateContestTexts(tx, contest.id, texts);
    await recordChange(tx, contest.id, operator, 'contest:text', `${language}: ${JSON.stringify(change)}`);
  });
  return true;
}

/**
 * Sets the contest's own (English) name or description, which French and Spanish fall back to. False
 * when both are what the contest has, which records nothing.
 */
export async function setContestEnglish(
  db: Db,
  contest: Pick<ContestRow, 'id' | 'name' | 'description'>,
  change: { name?: string | undefined; description?: string | undefined },
  operator: string,
): Promise<boolean> {
  const same = (given: string | undefined, current: string | null) => given === undefined || given === current;
  if (same(change.name, contest.name) && same(change.description, contest.description)) return false;
  await db.transaction(async (tx) => {
    await updateContestEnglish(tx, contest.id, change);
    await recordChange(tx, contest.id, operator, 'contest:text', `en: ${JSON.stringify(change)}`);
  });
  return true;
}

/**
 * Shows the contest to members (with a wheel) or takes it off their list; spins and links stay recorded.
 * False when it was so already.
 */
export async function switchContest(db: Db, contestId: string, active: boolean, operator: string) {
  return db.transaction(async (tx) => {
    // Switching a contest to the state it is in changes nothing, so it is no action to record.
    if (!(await setContestActive(tx, contestId, active))) return false;
    await recordChange(tx, contestId, operator, 'contest:active', String(active));
    return true;
  });
}

/** Limits an operator cannot set: the message says why, for them to correct. */
export class ContestLimitsError extends Error {}

/**
 * Sets a contest's limits and cost; false when it had them already, which records nothing. A minimum
 * tier above the campaign's ladder is refused: the contest would be open to no one.
 */
export async function configureLimits(db: Db, contestId: string, limits: ContestLimits, operator: string) {
  const top = await highestTier(db, await findContestCampaign(db, contestId));
  if (limits.minTier > top) throw new ContestLimitsError(`--min-tier must be from 1 to ${top}, the campaign's tiers.`);
  return db.transaction(async (tx) => {
    if (!(await updateLimits(tx, contestId, limits))) return false;
    await recordChange(tx, contestId, operator, 'contest:limits', JSON.stringify(limits));
    return true;
  });
}

/** A public link usable `uses` times; returns its token (shown once: only its hash is kept). */
export async function createPublicLink(
  db: Db,
  contestId: string,
  uses: number,
  operator: string,
  token: string = newToken(),
): Promise<string> {
  if (!Number.isInteger(uses) || uses <= 0) throw new Error('A public link needs a positive whole number of uses.');
  await db.transaction(async (tx) => {
    const link = { contestId, tokenHash: hashToken(token), usesAllowed: uses, createdBy: operator };
    await insertPublicLink(tx, link);
    // The token is a secret: the journal keeps only that a link was made, and for how many uses.
    await recordChange(tx, contestId, operator, 'contest:link', `${uses} uses`);
  });
  return token;
}

export const recentSpins = (db: Db, contestId: string, limit = 50): Promise<SpinReportRow[]> =>
  listRecentSpins(db, contestId, limit);
