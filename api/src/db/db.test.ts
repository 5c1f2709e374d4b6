import { createTestDb } from '../test/test-db';
import type { Db } from './db';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
  await db.exec('create table item (id int primary key, day date, at timestamptz)');
});
afterAll(() => db.close());

test('both adapters return the same JavaScript values', async () => {
  const row = await db.one(
    "select 42::int8 as big, count(*) as n, '2026-03-01'::date as day, '2026-03-01T10:00:00Z'::timestamptz as at, '{\"a\":1}'::jsonb as doc from item",
  );
  expect(row).toEqual({ big: 42, n: 0, day: '2026-03-01', at: new Date('2026-03-01T10:00:00Z'), doc: { a: 1 } });
});

test('a transaction commits on success and rolls back on error', async () => {
  await db.transaction((tx) => tx.query('insert into item (id) values (1)'));
  await expect(
    db.transaction(async (tx) => {
      await tx.query('insert into item (id) values (2)');
      throw new Error('abort');
    }),
  ).rejects.toThrow('abort');
  expect(await db.query('select id from item order by id')).toEqual([{ id: 1 }]);
});

test('one() and maybeOne() enforce their row counts', async () => {
  expect(await db.maybeOne('select id from item where id = 99')).toBeUndefined();
  await expect(db.one('select id from item where id = 99')).rejects.toThrow('Expected exactly one row, got 0.');
  await expect(db.maybeOne('select 1 as x union all select 2')).rejects.toThrow('Expected at most one row, got 2.');
});
