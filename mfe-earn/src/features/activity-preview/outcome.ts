import type { ActivityEventCredit, Envelope } from '@portal/kit';

/** What the member is told after a completion (docs/product/earning.md, Activity events). */
export type Outcome =
  { kind: 'earned'; points: number; pointBalance: number } | { kind: 'maximum' } | { kind: 'sorry'; message: string };

/** The start's event id, or null when the answer means "maximum points reached" (no data, "none"). */
export function eventIdOf(body: Envelope<string | null>): string | null {
  const id = body.httpCode === 200 ? body.data : null;
  return id && id !== 'none' ? id : null;
}

/** A failure's own message, when it carries one: `errors[0].message`, else the envelope's. */
export function failureMessage(body: Envelope<unknown>): string | null {
  return body.errors?.[0]?.message ?? body.message ?? null;
}

/** Truthy credit: earned. Falsy: maximum. A failure with a message: "Sorry! {message}."; without: maximum. */
export function completionOutcome(body: Envelope<ActivityEventCredit | null>): Outcome {
  if (body.httpCode === 200) return body.data ? { kind: 'earned', ...body.data } : { kind: 'maximum' };
  const message = failureMessage(body);
  return message ? { kind: 'sorry', message: message.replace(/\.$/, '') } : { kind: 'maximum' };
}
