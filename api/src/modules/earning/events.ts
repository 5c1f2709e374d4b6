import type { Activity, ActivityEventCredit } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import { plainText } from '../../platform/plain-text';
import { credit, currentBalance } from '../points';
import { countCompletions, lockEvent, markCompleted } from './repository';

/** Points an activity earns: the points it shows (docs/product/earning.md, Activities, Points shown). */
export function earnedPoints(activity: Pick<Activity, 'points' | 'isTierEnabled' | 'tierPoints'>): number {
  return activity.isTierEnabled && activity.tierPoints !== null ? activity.tierPoints : activity.points;
}

/** A unique-index refusal: a concurrent completion took the same completion number first. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export interface Completion {
  memberId: string;
  eventId: string;
  activity: Activity;
  /** Recorded on the event (quiz answers and score, the survey provider's report). */
  extra?: object;
}

/**
 * Completes the member's started event and credits the activity's points through the ledger, in one
 * transaction: only the member's own event, only once, only after minimumActivityDuration on the
 * database's clock, and at most `times` completions per member and activity. Null when nothing was
 * credited (a retry, or the limit reached).
 */
export async function completeEvent(db: Db, completion: Completion): Promise<ActivityEventCredit | null> {
  try {
    return await db.transaction((tx) => completeLocked(tx, completion));
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

async function completeLocked(tx: Db, { memberId, eventId, activity, extra = {} }: Completion) {
  const event = await lockEvent(tx, memberId, eventId);
  if (!event || event.activity_id !== activity.id) throw new DomainError('earning.eventNotFound', 404);
  if (event.state === 'completed') return null;
  if (event.elapsed_seconds < activity.minimumActivityDuration) {
    throw new DomainError('earning.tooEarly', 422, { values: { seconds: activity.minimumActivityDuration } });
  }
  const done = await countCompletions(tx, memberId, activity.id);
  if (done >= activity.times) return null;
  await markCompleted(tx, eventId, done + 1, extra);
  const points = earnedPoints(activity);
  if (points === 0) return { points: 0, pointBalance: await currentBalance(tx, memberId) };
  const result = await credit(tx, {
    memberId,
    points,
    source: 'activity',
    sourceRef: eventId,
    name: plainText(activity.title),
    label: { key: 'activity', activityId: activity.id },
    description: activity.actionType,
    actor: { type: 'member', id: memberId },
  });
  return { points, pointBalance: result.balance };
}
