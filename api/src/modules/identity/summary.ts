import type { MemberSummary } from '@portal/kit/contracts';
import { DomainError } from '../../platform/domain-error';
import { displayName, type MemberRow } from './repository';

/** Registration is complete once first name, last name and gender are known (docs/product/identity.md). */
export const registrationComplete = (row: MemberRow): boolean => Boolean(row.first_name && row.last_name && row.gender);

export function toSummary(row: MemberRow): MemberSummary {
  return {
    id: row.id,
    email: row.email,
    ...(row.username ? { username: row.username } : {}),
    name: displayName(row),
    ...(row.first_name ? { firstName: row.first_name } : {}),
    ...(row.last_name ? { lastName: row.last_name } : {}),
    // The survey is the step after the first sign-in (pre-filled from sign-up), so only a submitted
    // survey, a completed social registration or a saved profile with names and gender count.
    requestIntakeSurveySubmitted: row.intake_survey_submitted,
    pointBalance: row.point_balance,
  };
}

/** Only active members get a session: the spec's 403 and 406 answers. */
export function assertCanSignIn(row: MemberRow): void {
  if (row.status === 'suspended') throw new DomainError('member.suspended', 403);
  if (row.status === 'unconfirmed') throw new DomainError('member.notVerified', 406);
}
