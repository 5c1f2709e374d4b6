import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb } from '../test/test-db';
import type { Db } from './db';
import { loadMigrations, migrate, type Migration } from './migrate';

let db: Db;
beforeEach(async () => {
  db = await createTestDb();
});
afterEach(() => db.close());

const appliedVersions = async (): Promise<number[]> =>
  (await db.query<{ version: number }>('select version from schema_migrations order by version')).map((r) => r.version);

test('applies every migration once, and a second run changes nothing', async () => {
  const all = loadMigrations().map((m) => m.name);
  expect(all[0]).toBe('0001_campaign');

  expect(await migrate(db)).toEqual(all);
  expect(await migrate(db)).toEqual([]);
  expect(await appliedVersions()).toEqual(loadMigrations().map((m) => m.version));
});

test('two replicas migrating at once apply each migration exactly once', async () => {
  const [first, second] = await Promise.all([migrate(db), migrate(db)]);
  expect([...first, ...second].sort()).toEqual(loadMigrations().map((m) => m.name));
});

test('a lower-numbered migration added later (another team range) is still applied', async () => {
  const make = (version: number, table: string): Migration => ({
    version,
    name: `${String(version).padStart(4, '0')}_${table}`,
    sql: `create table ${table} (id integer primary key)`,
  });
  expect(await migrate(db, [make(1, 'a'), make(300, 'c')])).toEqual(['0001_a', '0300_c']);
  expect(await migrate(db, [make(1, 'a'), make(100, 'b'), make(300, 'c')])).toEqual(['0100_b']);
});

test('a failing migration rolls back whole and is not recorded', async () => {
  const broken: Migration = {
    version: 5,
    name: '0005_broken',
    sql: 'create table half (id int); select no_such_fn();',
  };
  await expect(migrate(db, [broken])).rejects.toThrow(/no_such_fn/);
  expect(await appliedVersions()).toEqual([]);
  expect(await db.query("select 1 from information_schema.tables where table_name = 'half'")).toEqual([]);
});

describe('loadMigrations', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('reads NNNN_name.js as compiled to dist, in order, skipping .d.ts, .map and other files', () => {
    const write = (file: string, body = "exports.sql = 'select 1';") => fs.writeFileSync(path.join(dir, file), body);
    write('0002_second.js');
    write('0001_first.js');
    write('0001_first.d.ts', 'export declare const sql: string;');
    write('0001_first.js.map', '{}');
    write('README.md', '# notes');
    expect(loadMigrations(dir).map((m) => m.name)).toEqual(['0001_first', '0002_second']);
  });

  test('refuses two files with the same number', () => {
    fs.writeFileSync(path.join(dir, '0100_identity.js'), "exports.sql = 'select 1';");
    fs.writeFileSync(path.join(dir, '0100_points.js'), "exports.sql = 'select 1';");
    expect(() => loadMigrations(dir)).toThrow('Two migrations share number 0100');
  });
});
