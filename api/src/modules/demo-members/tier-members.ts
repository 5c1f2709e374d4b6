import type { Db } from '../../db/db';
import { hashPassword } from '../../platform/secrets';
import { insertMemberIfAbsent } from '../identity';
import { credit } from '../points';

export interface TierMember {
  /** Fixed, so a test or an operator can sign an access token for the member without a lookup. */
  id: string;
  email: string;
  firstName: string;
  /** Lifetime points credited at seed time; the demo tiers are 0 / 500 / 1500 / 5000. */
  points: number;
  /** The demo tier those points reach, for signing a matching access token. */
  tier: number;
}

/** The tier members' password, for signing in by hand (README, Operator CLI). */
export const TIER_MEMBER_PASSWORD = 'Tier#2026';

/** One member on each rung of the demo tier ladder, to see the tier bar at several balances. */
export const TIER_MEMBERS: readonly TierMember[] = [
  {
    id: '7e1e0000-0000-4000-8000-000000000001',
    email: 'tier1@vapor-rewards.example',
    firstName: 'Riley',
    points: 120,
    tier: 1,
  },
  {
    id: '7e1e0000-0000-4000-8000-000000000002',
    email: 'tier2@vapor-rewards.example',
    firstName: 'Ivy',
    points: 1420,
    tier: 2,
  },
  {
    id: '7e1e0000-0000-4000-8000-000000000003',
    email: 'tier3@vapor-rewards.example',
    firstName: 'Ezra',
    points: 2600,
    tier: 3,
  },
  {
    id: '7e1e0000-0000-4000-8000-000000000004',
    email: 'tier4@vapor-rewards.example',
    firstName: 'Gina',
    points: 6200,
    tier: 4,
  },
];

/**
 * Creates the tier members that are missing and credits their points once (the ledger's
 * (source, sourceRef) key makes a re-run a no-op). They sign in with TIER_MEMBER_PASSWORD, or
 * through an access token a test signs with their fixed id. Returns the e-mails created.
 */
export async function seedTierMembers(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const member of TIER_MEMBERS) {
    const inserted = await insertMemberIfAbsent(db, {
      id: member.id,
      email: member.email,
      passwordHash: await hashPassword(TIER_MEMBER_PASSWORD),
      intakeSurveySubmitted: true,
      ...{ firstName: member.firstName, lastName: 'Tester', username: member.email.split('@')[0], gender: 'na' },
    });
    if (!inserted) continue;
    await credit(db, {
      memberId: inserted,
      points: member.points,
      source: 'demo-seed',
      sourceRef: 'tier-member',
      name: 'Welcome points',
      label: { key: 'welcome' },
      description: 'Demo balance for trying the tier bar',
      actor: { type: 'system', name: 'demo-seed' },
    });
    created.push(member.email);
  }
  return created;
}
