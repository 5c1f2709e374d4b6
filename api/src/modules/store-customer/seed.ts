import type { Db } from '../../db/db';
import { findKnownEmails, upsertCustomers } from './repository';

/** Age-verified store e-mails nobody has registered yet, so anyone can try sign-up at once. */
export const DEMO_STORE_EMAILS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `new.member${n}@store.example`);
export const DEMO_MEMBER_EMAIL = 'demo@vapor-rewards.example';

/** Creates the demo rows that are missing; true when any was added. */
export async function seedStoreCustomers(db: Db): Promise<boolean> {
  const emails = [DEMO_MEMBER_EMAIL, ...DEMO_STORE_EMAILS];
  const existing = await findKnownEmails(db, emails);
  const missing = emails.filter((email) => !existing.includes(email));
  if (missing.length === 0) return false;
  await upsertCustomers(
    db,
    missing.map((email) => ({ email, ageVerified: true })),
  );
  return true;
}
