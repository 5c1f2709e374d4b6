import type { MemberSummary } from '@portal/kit/contracts';
import { DomainError } from '../../platform/domain-error';
import { displayName, intakeSurveyDone, type MemberRow } from './repository';

export function toSummary(row: MemberRow): MemberSummary {
  return {
    id: row.id,
    email: row.email,
    ...(row.username ? { username: row.username } : {}),
    name: displayName(row),
    ...(row.first_name ? { firstName: row.first_name } : {}),
    ...(row.last_name ? { lastName: row.last_name } : {}),
    requestIntakeSurveySubmitted: intakeSurveyDone(row),
    pointBalance: row.point_balance,
  };
}

/** Only active members get a session: the spec's 403 and 406 answers. */
export function assertCanSignIn(row: MemberRow): void {
  if (row.status === 'suspended') throw new DomainError('member.suspended', 403);
  if (row.status === 'unconfirmed') throw new DomainError('member.notVerified', 406);
}
