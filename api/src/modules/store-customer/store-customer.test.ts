import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { createTestDb } from '../../test/test-db';
import { seedIdentityDemo } from '../identity';
import { recentOperatorActions } from '../operator-log';
import { CsvError, parseStoreCustomers } from './csv';
import { importStoreCustomers } from './import';
import { isAgeVerifiedCustomer } from './repository';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
  await migrate(db);
});
afterAll(() => db.close());

describe('the store customer CSV', () => {
  it('reads columns in any order, quoted cells, and age_verified defaulting to true', () => {
    const rows = parseStoreCustomers(
      '\uFEFFlast_name,email,age_verified,first_name\r\n"Doe, Jr",a@store.example,no,Ann\nRoe,b@store.example,,Bo\n\n',
    );
    expect(rows).toEqual([
      { email: 'a@store.example', firstName: 'Ann', lastName: 'Doe, Jr', ageVerified: false },
      { email: 'b@store.example', firstName: 'Bo', lastName: 'Roe', ageVerified: true },
    ]);
  });

  it('names the bad line', () => {
    expect(() => parseStoreCustomers('name\nx')).toThrow(
      new CsvError('The first line must name the columns and include "email".'),
    );
    expect(() => parseStoreCustomers('email\nok@store.example\nnot-an-email')).toThrow(
      'Line 3: "not-an-email" is not an e-mail address.',
    );
    expect(() => parseStoreCustomers('email,age_verified\nok@store.example,maybe')).toThrow(
      'Line 2: age_verified must be true or false (or yes/no, y/n, 1/0), got "maybe".',
    );
  });

  it('refuses a column it does not know, so a misspelt age_verified never counts everyone as verified', () => {
    expect(() => parseStoreCustomers('email,age_verifed\nminor@store.example,false')).toThrow(
      new CsvError(
        'Unknown column "age_verifed" on line 1: the columns are email, first_name, last_name, age_verified.',
      ),
    );
  });

  it('counts blank lines in the line numbers, as an editor shows them', () => {
    expect(() => parseStoreCustomers('email\n\nok@store.example\n\nnot-an-email')).toThrow(
      'Line 5: "not-an-email" is not an e-mail address.',
    );
  });

  it('refuses a name longer than a profile could hold, naming its line', () => {
    expect(() => parseStoreCustomers(`email,last_name\nann@store.example,${'x'.repeat(101)}\n`)).toThrow(
      new CsvError('Line 2: last_name takes at most 100 characters.'),
    );
    expect(parseStoreCustomers(`email,first_name\nann@store.example,${'x'.repeat(100)}\n`)).toHaveLength(1);
  });

  it('refuses an e-mail on two lines (without case), naming both, and writes nothing', async () => {
    const text = 'email,first_name\nann@store.example,Ann\nbo@store.example,Bo\n\nANN@store.example,Anne\n';
    expect(() => parseStoreCustomers(text)).toThrow(
      new CsvError('Line 5: ANN@store.example is on line 2 already; keep one line per e-mail.'),
    );
    await expect(importStoreCustomers(db, { file: 'twice.csv', text }, 'Dana')).rejects.toThrow(CsvError);
    expect(await isAgeVerifiedCustomer(db, 'bo@store.example')).toBe(false);
  });

  it('imports and updates by e-mail, without case', async () => {
    const file = '/home/dana/customers.csv';
    const text = 'email,age_verified\nCarl@Store.example,true\ndee@store.example,false\n';
    expect(await importStoreCustomers(db, { file, text }, 'Dana')).toBe(
      `Imported 2 store customers (1 age-verified) from ${file}.`,
    );
    await importStoreCustomers(db, { file, text: 'email,age_verified\ndee@STORE.example,true\n' }, 'Eli');
    expect((await recentOperatorActions(db, 2)).map((a) => [a.operator, a.action, a.subject])).toEqual([
      ['Eli', 'store-customers:import', file],
      ['Dana', 'store-customers:import', file],
    ]);
    expect(await isAgeVerifiedCustomer(db, 'carl@store.example')).toBe(true);
    expect(await isAgeVerifiedCustomer(db, 'Dee@store.example')).toBe(true);
    expect(await isAgeVerifiedCustomer(db, 'eve@store.example')).toBe(false);
  });

  it('seeds the demo member and store e-mails once', async () => {
    expect(await seedIdentityDemo(db)).toHaveLength(2);
    expect(await seedIdentityDemo(db)).toEqual([]);
    expect(await isAgeVerifiedCustomer(db, 'new.member5@store.example')).toBe(true);
    const demo = await db.one<Record<string, unknown>>(
      `select status, point_balance, intake_survey_submitted from member where email = 'demo@vapor-rewards.example'`,
    );
    expect(demo).toEqual({ status: 'active', point_balance: 250, intake_survey_submitted: true });
  });
});
