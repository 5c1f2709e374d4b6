import type { Activity } from '@portal/kit';

/** Card links: click-type to its data's address, upload to its page, others to preview (docs/product/earning.md). */
export function activityHref(activity: Pick<Activity, 'id' | 'actionType' | 'data'>): string {
  if (activity.actionType === 'click' && activity.data.startsWith('/')) return activity.data;
  // The spec sends upload cards "to the card id"; with database ids that would be a dead link, so
  // they go to the receipt upload page the card stands for.
  if (activity.actionType === 'upload') return '/upload-receipt';
  return `/earn-points-action-preview/${encodeURIComponent(activity.id)}`;
}

/** tierPoints replaces points for display when tiers are on and it is set (docs/product/earning.md, Activities). */
export function displayPoints(activity: Pick<Activity, 'points' | 'isTierEnabled' | 'tierPoints'>): number {
  return activity.isTierEnabled && activity.tierPoints !== null ? activity.tierPoints : activity.points;
}

/**
 * The call-to-action label key of a card. A done activity earns nothing more, so its card offers to
 * look again rather than to earn; codes and receipts earn on each new one, done or not.
 */
export function actionLabelKey(
  activity: Pick<Activity, 'actionType'>,
  done: boolean,
): 'enterCode' | 'uploadReceipt' | 'earnNow' | 'viewAgain' {
  if (activity.actionType === 'click') return 'enterCode';
  if (activity.actionType === 'upload') return 'uploadReceipt';
  return done ? 'viewAgain' : 'earnNow';
}
