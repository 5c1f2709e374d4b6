import type { Db } from '../../db/db';
import { recordOperatorAction } from '../operator-log';
import { parseStoreCustomers } from './csv';
import { upsertCustomers } from './repository';
import { counted } from '../../platform/counted';

/**
 * CLI `store-customers:import <file.csv>`: the CLI reads the file (from the operator's folder) and
 * passes its text; the whole text is checked first, then written with its log entry in one transaction.
 */
export async function importStoreCustomers(
  db: Db,
  { file, text }: { file: string; text: string },
  operator: string,
): Promise<string> {
  const customers = parseStoreCustomers(text);
  return db.transaction(async (tx) => {
    const written = await upsertCustomers(tx, customers);
    const verified = customers.filter((customer) => customer.ageVerified).length;
    const outcome = `Imported ${counted(written, 'store customer')} (${verified} age-verified) from ${file}.`;
    await recordOperatorAction(tx, { operator, action: 'store-customers:import', subject: file, detail: outcome });
    return outcome;
  });
}
