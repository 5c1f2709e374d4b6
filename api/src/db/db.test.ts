import { setTimeout } from 'node:timers/promises';
import { createTestDb, terminateListeners } from '../test/test-db';
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

describe('listen', () => {
  const heard: string[] = [];
  const events: string[] = [];
  const handlers = {
    notification: (payload: string) => heard.push(payload),
    listening: () => events.push('listening'),
    lost: () => events.push('lost'),
  };
  const until = async (condition: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`Timed out; events: ${events.join(', ')}`);
      await setTimeout(10);
    }
  };

  it('hears a trigger NOTIFY after commit, and nothing once closed', async () => {
    const listener = await db.listen('item_added', handlers);
    expect(events).toEqual(['listening']);
    await db.exec(`
      create function announce_item() returns trigger language plpgsql as $$
      begin perform pg_notify('item_added', new.id::text); return null; end $$;
      create trigger item_announced after insert on item for each row execute function announce_item();`);
    await db.transaction(async (tx) => {
      await tx.query('insert into item (id) values (10)');
      await setTimeout(50);
      expect(heard).toEqual([]);
    });
    await until(() => heard.length === 1);
    expect(heard).toEqual(['10']);
    await listener.close();
    await db.query('insert into item (id) values (11)');
    await setTimeout(50);
    expect(heard).toEqual(['10']);
  });

  // PGlite runs in this process: it has no connection to lose, so this exists only on PostgreSQL.
  if (process.env.TEST_DATABASE === 'postgres') {
    it('reports a lost connection, listens again by itself, and hears again', async () => {
      heard.length = 0;
      events.length = 0;
      const listener = await db.listen('item_added', handlers);
      try {
        expect(await terminateListeners(db)).toBe(1);
        await until(() => events.length === 3);
        expect(events).toEqual(['listening', 'lost', 'listening']);
        await db.query('insert into item (id) values (12)');
        await until(() => heard.length === 1);
        expect(heard).toEqual(['12']);
      } finally {
        await listener.close();
      }
    });
  }
});
