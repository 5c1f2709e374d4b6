import { readFile } from 'node:fs/promises';
import type { Db } from '../../db/db';
import { recordOperatorAction } from '../operator-log';
import { parseStoreCustomers } from './csv';
import { upsertCustomers } from './repository';

/** CLI `store-customers:import <file.csv>`: reads the whole file first, then writes it and its log entry in one transaction. */
export async function importStoreCustomers(db: Db, file: string, operator: string): Promise<string> {
  const customers = parseStoreCustomers(await readFile(file, 'utf8'));
  return db.transaction(async (tx) => {
    const written = await upsertCustomers(tx, customers);
    const verified = customers.filter((customer) => customer.ageVerified).length;
    const outcome = `Imported ${written} store customers (${verified} age-verified) from ${file}.`;
    await recordOperatorAction(tx, { operator, action: 'store-customers:import', subject: file, detail: outcome });
    return outcome;
  });
}
