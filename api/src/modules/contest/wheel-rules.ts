import type { SegmentType } from '@portal/kit/contracts';
import { DomainError, type FieldProblem } from '../../platform/domain-error';
import { isUuid } from '../../platform/uuid';
import { TRANSLATIONS, type Translation } from '../../platform/translations';
import { POINTS_MAX } from '../points';

/** A segment as an operator saves it (CLI contest:wheel, the seed). */
export interface SegmentInput {
  text: string;
  /** The text in French and Spanish; each missing one shows the English text. */
  texts?: Partial<Record<Translation, string>>;
  bgColor: string;
  textColor: string;
  segmentType: SegmentType;
  /** An integer percentage; the wheel's segments total 100. */
  probability: number;
  /** Points credited by a `points` segment. */
  prizePoints?: number;
  /** The reward a `reward` segment orders. */
  rewardId?: string;
}

export const SEGMENT_TYPES: readonly SegmentType[] = ['sorry', 'points', 'reward', 'free_spin'];
export const MIN_SEGMENTS = 2;
export const MAX_SEGMENTS = 16;
const COLOR = /^#[0-9a-f]{6}$/i;
const MAX_TEXT = 40;

function translationProblems(texts: SegmentInput['texts']): string[] {
  if (texts === undefined) return [];
  if (typeof texts !== 'object' || texts === null) return ['texts must be {"fr": …, "es": …}'];
  const extra = Object.keys(texts).filter((key) => !TRANSLATIONS.some((language) => language === key));
  if (extra.length > 0) return [`texts may have ${TRANSLATIONS.join(' and ')}, not ${extra.join(', ')}`];
  return TRANSLATIONS.flatMap((language) => {
    const text = texts[language];
    if (text === undefined) return [];
    return typeof text === 'string' && text.trim() && text.trim().length <= MAX_TEXT
      ? []
      : [`the ${language} text must have 1 to ${MAX_TEXT} characters`];
  });
}

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** A segment's probability as the total counts it: one that is no number (reported by segmentProblems) counts 0. */
const oddsOf = (segment: SegmentInput | null): number => {
  const odds = segment?.probability;
  return typeof odds === 'number' && Number.isFinite(odds) ? odds : 0;
};

function segmentProblems(segment: SegmentInput, index: number): string[] {
  // The segments come from an operator's JSON file: anything may stand where a segment or a field should.
  if (typeof segment !== 'object' || segment === null) return [`segment ${index + 1}: must be an object`];
  const problems: string[] = [];
  const text = trimmed(segment.text);
  if (!text || text.length > MAX_TEXT) problems.push(`text must have 1 to ${MAX_TEXT} characters`);
  problems.push(...translationProblems(segment.texts));
  if (!COLOR.test(segment.bgColor) || !COLOR.test(segment.textColor)) problems.push('colours must be #rrggbb');
  if (!SEGMENT_TYPES.includes(segment.segmentType)) problems.push(`type must be one of ${SEGMENT_TYPES.join(', ')}`);
  if (!Number.isInteger(segment.probability) || segment.probability < 0 || segment.probability > 100)
    problems.push('probability must be a whole number from 0 to 100');
  const points = segment.prizePoints;
  if ((segment.segmentType === 'points') !== (points !== undefined) || (points !== undefined && !(points > 0)))
    problems.push('a points segment, and only it, has a positive whole prizePoints');
  if (points !== undefined && !(Number.isInteger(points) && points <= POINTS_MAX))
    problems.push(`prizePoints must be a whole number up to ${POINTS_MAX}`);
  const rewardId = trimmed(segment.rewardId);
  if ((segment.segmentType === 'reward') !== Boolean(rewardId))
    problems.push('a reward segment, and only it, names its rewardId');
  else if (rewardId && !isUuid(rewardId)) problems.push(`rewardId "${rewardId}" is not a reward's id`);
  return problems.map((problem) => `segment ${index + 1}: ${problem}`);
}

/**
 * The rules a wheel must meet when an operator saves it: 2 to 16 segments, each valid, and integer
 * probabilities that total exactly 100 (docs/product/contests.md, The draw).
 */
export function wheelProblems(segments: readonly SegmentInput[]): string[] {
  const problems = segments.flatMap(segmentProblems);
  if (segments.length < MIN_SEGMENTS || segments.length > MAX_SEGMENTS)
    problems.push(`a wheel has ${MIN_SEGMENTS} to ${MAX_SEGMENTS} segments, not ${segments.length}`);
  const total = segments.reduce((sum, segment) => sum + oddsOf(segment), 0);
  if (total !== 100) problems.push(`the probabilities total ${total}, not 100`);
  const freeSpinOdds = segments.reduce((sum, s) => sum + (s?.segmentType === 'free_spin' ? oddsOf(s) : 0), 0);
  if (freeSpinOdds > 0 && freeSpinOdds === total)
    problems.push('a free spin cannot land on free_spin, so other segments need a probability too');
  return problems;
}

/**
 * Throws 400 contest.wheelInvalid, listing each problem, unless the wheel may be saved. `rewardIds` are
 * the ids of the campaign's rewards among those the segments name: a segment naming no reward would be
 * drawn as out of stock every time, though the wheel shows its prize.
 */
export function assertValidWheel(segments: readonly SegmentInput[], rewardIds: ReadonlySet<string>): void {
  const unknown = segments.flatMap((segment, index) => {
    const rewardId = segment?.segmentType === 'reward' ? trimmed(segment.rewardId) : '';
    return rewardId && isUuid(rewardId) && !rewardIds.has(rewardId.toLowerCase())
      ? [`segment ${index + 1}: the campaign has no reward ${rewardId}`]
      : [];
  });
  const problems = [...wheelProblems(segments), ...unknown];
  if (problems.length === 0) return;
  const errors: FieldProblem[] = problems.map((detail) => ({
    field: 'segments',
    code: 'request.rejected',
    values: { detail },
  }));
  throw new DomainError('contest.wheelInvalid', 400, { values: { detail: problems.join('; ') }, errors });
}
