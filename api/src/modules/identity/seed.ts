import type { Db } from '../../db/db';
import { hashPassword } from '../../platform/secrets';
import { credit } from '../points';
import { insertMemberIfAbsent } from './repository';
import { DEMO_MEMBER_EMAIL, seedStoreCustomers } from '../store-customer';

export const DEMO_MEMBER_PASSWORD = 'Demo#2026';
const DEMO_POINTS = 250;

/**
 * The demo member (README and `npm start` print the login) and the store's demo customers.
 * Idempotent: an existing demo member is never changed. Returns what was created.
 */
export async function seedIdentityDemo(db: Db): Promise<string[]> {
  const created: string[] = [];
  if (await seedStoreCustomers(db)) created.push('age-verified store customers new.member1..8@store.example');
  const inserted = await insertMemberIfAbsent(db, {
    email: DEMO_MEMBER_EMAIL,
    passwordHash: await hashPassword(DEMO_MEMBER_PASSWORD),
    intakeSurveySubmitted: true,
    ...{ firstName: 'Demo', lastName: 'Member', username: 'demo', gender: 'f', birth: '1990-04-12' },
    ...{ zip: '10001', country: 'US', receiveEmail: true },
  });
  if (inserted) {
    await credit(db, {
      memberId: inserted,
      points: DEMO_POINTS,
      source: 'demo-seed',
      sourceRef: 'demo-member',
      name: 'Welcome points',
      label: { key: 'welcome' },
      description: 'Demo data',
      actor: { type: 'system', name: 'demo-seed' },
    });
    created.push(`demo member ${DEMO_MEMBER_EMAIL}`);
  }
  return created;
}
