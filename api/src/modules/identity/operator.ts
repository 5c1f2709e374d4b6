import type { Db } from '../../db/db';
import {
  type MemberStatus,
  type StatusChangeRow,
  findMemberIdByEmail,
  findStatusChanges,
  lockMemberStatus,
  recordStatusChange,
} from './repository';

/** An operator's change of status that cannot be made: no such member, or not in a state it applies to. */
export class MemberStatusError extends Error {}

export interface StatusChange {
  email: string;
  reason: string;
  operator: string;
}

const noMember = (email: string) => new MemberStatusError(`No member with the e-mail ${email}.`);

/**
 * Suspends a member (docs/product/identity.md, Member states): they can no longer sign in, and every
 * session of theirs ends at once (migration 0104's trigger). Recorded with the operator and the reason.
 */
export async function suspendMember(db: Db, change: StatusChange): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await lockMemberStatus(tx, change.email);
    if (!member) throw noMember(change.email);
    if (member.status === 'suspended') throw new MemberStatusError(`${change.email} is already suspended.`);
    await recordStatusChange(tx, member, { to: 'suspended', reason: change.reason, operator: change.operator });
  });
}

/**
 * Reinstates a suspended member in the state the last suspension found them in: active, or still
 * unconfirmed, so that reinstating never skips the confirmation of the e-mail.
 */
export async function reinstateMember(db: Db, change: StatusChange): Promise<MemberStatus> {
  return db.transaction(async (tx) => {
    const member = await lockMemberStatus(tx, change.email);
    if (!member) throw noMember(change.email);
    if (member.status !== 'suspended') throw new MemberStatusError(`${change.email} is not suspended.`);
    const suspension = (await findStatusChanges(tx, member.id)).findLast((row) => row.to_status === 'suspended');
    const to = suspension && suspension.from_status !== 'suspended' ? suspension.from_status : 'active';
    await recordStatusChange(tx, member, { to, reason: change.reason, operator: change.operator });
    return to;
  });
}

/** Who changed the member's status, when and why, oldest first. */
export async function statusChanges(db: Db, email: string): Promise<StatusChangeRow[]> {
  const member = await findMemberIdByEmail(db, email);
  if (!member) throw noMember(email);
  return findStatusChanges(db, member.id);
}
