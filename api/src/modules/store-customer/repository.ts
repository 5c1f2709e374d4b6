import type { Db } from '../../db/db';

export interface StoreCustomer {
  email: string;
  firstName?: string;
  lastName?: string;
  ageVerified: boolean;
}

/** True when the store knows this e-mail as an age-verified customer (compared without case). */
export async function isAgeVerifiedCustomer(db: Db, email: string): Promise<boolean> {
  const row = await db.maybeOne<{ age_verified: boolean }>(
    'select age_verified from store_customer where lower(email) = lower($1)',
    [email],
  );
  return row?.age_verified === true;
}

/** Inserts or updates each customer by e-mail; returns how many rows were written. */
export async function upsertCustomers(db: Db, customers: StoreCustomer[]): Promise<number> {
  return db.transaction(async (tx) => {
    for (const customer of customers) {
      await tx.query(
        `insert into store_customer (email, first_name, last_name, age_verified) values ($1, $2, $3, $4)
         on conflict (lower(email)) do update
           set first_name = excluded.first_name, last_name = excluded.last_name,
               age_verified = excluded.age_verified, imported_at = now()`,
        [customer.email.trim(), customer.firstName ?? null, customer.lastName ?? null, customer.ageVerified],
      );
    }
    return customers.length;
  });
}

/** Which of these e-mails the store already lists, lower-cased. */
export async function findKnownEmails(db: Db, emails: string[]): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    'select lower(email) as email from store_customer where lower(email) = any($1::text[])',
    [emails],
  );
  return rows.map((row) => row.email);
}
