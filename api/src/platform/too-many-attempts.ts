import { DomainError } from './domain-error';

/** Up to this wait a member reads seconds; beyond it, whole minutes ("wait 833 seconds" reads badly). */
const SECONDS_SHOWN_UP_TO = 120;

/** 429 for a limit reached, saying how long to wait before the next try. */
export function tooManyAttempts(seconds: number): DomainError {
  const wait = Math.max(1, Math.ceil(seconds));
  // The last second of a limit has words of its own: "wait 1 seconds" reads as a slip.
  if (wait === 1) return new DomainError('request.tooManyAttemptsOneSecond', 429);
  return wait <= SECONDS_SHOWN_UP_TO
    ? new DomainError('request.tooManyAttempts', 429, { values: { seconds: wait } })
    : new DomainError('request.tooManyAttemptsMinutes', 429, { values: { minutes: Math.ceil(wait / 60) } });
}
