import { readFile } from 'node:fs/promises';
import type { Db } from '../../db/db';
import { parseStoreCustomers } from './csv';
import { upsertCustomers } from './repository';

/** CLI `store-customers:import <file.csv>`: reads the whole file first, then writes it in one transaction. */
export async function importStoreCustomers(db: Db, file: string): Promise<string> {
  const customers = parseStoreCustomers(await readFile(file, 'utf8'));
  const written = await upsertCustomers(db, customers);
  const verified = customers.filter((customer) => customer.ageVerified).length;
  return `Imported ${written} store customers (${verified} age-verified) from ${file}.`;
}
