import type { Envelope, StreakStatus } from '@portal/kit';
import { apiCall } from '../api/client';
import { i18n } from '../i18n/i18n';
import { toast } from '../ui/toast';
import { refreshPointBalance } from './balance';

export const STREAK_VISIT_PATH = '/s1/user/web-streak-count';

/** The answer "201": this very call credited the day's streak points. */
const EARNED_NOW = '201';

let inFlight: Promise<Envelope<StreakStatus>> | null = null;

/**
 * Counts today's sign-in or visit toward the login streak (docs/product/earning.md, Streak). The
 * server credits the day's points once a day; when this call is the one that did, the member gets the
 * toast and the header balance is refreshed. Any other answer, a failure or no network, says nothing.
 * Callers at the same moment (the shell's member frame and the streak page on one page load) share one
 * request.
 */
export function recordStreakVisit(): Promise<Envelope<StreakStatus>> {
  inFlight ??= record().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function record(): Promise<Envelope<StreakStatus>> {
  const body = await apiCall<StreakStatus>({ method: 'GET', url: STREAK_VISIT_PATH });
  if (String(body.httpCode) === EARNED_NOW && body.data) {
    toast.success(i18n.t('common:streakEarned', { points: body.data.points }));
    void refreshPointBalance();
  }
  return body;
}
