import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError } from './data-dir-lock';
import { openPglite } from './pglite';

// Each test starts PGlite on disk two or three times; on a busy two-core machine one start can take 20 s.
jest.setTimeout(120_000);

// PGlite itself lets two processes open one folder and then loses writes; our lock refuses the second.
let dir: string;
beforeEach(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-')), 'data');
});
afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

test('a data folder keeps its data across close and reopen', async () => {
  const first = await openPglite(dir);
  await first.exec("create table note (body text); insert into note values ('kept');");
  await first.close();

  const second = await openPglite(dir);
  expect(await second.query('select body from note')).toEqual([{ body: 'kept' }]);
  await second.close();
});

test('a folder in use is refused with a message naming the holder, and free again after close', async () => {
  const holder = await openPglite(dir);
  const attempt = openPglite(dir);
  await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
  await expect(attempt).rejects.toThrow(`in use by process ${process.pid}`);
  await holder.close();

  const again = await openPglite(dir);
  await again.close();
});

test('a lock left by a dead process is taken over', async () => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(`${dir}.lock`, '999999999');
  const db = await openPglite(dir);
  expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
  await db.close();
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
});
