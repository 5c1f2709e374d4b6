import fs from 'node:fs';
import path from 'node:path';
import { cliTestBed } from './test/cli-in-process';

// The rewards commands as an operator types them, run in this process on a fresh test database.
const t = cliTestBed('cli-rewards-');
const cli = (...args: string[]) => t.cli(...args);

test('add and edit a reward, import codes, expire orders; mistakes exit 2', async () => {
  expect((await cli('seed')).out).toContain('demo rewards');
  const added = await cli(
    'rewards:add',
    '--slug',
    'mug',
    '--name',
    'Mug',
    '--type',
    'PHYSICAL',
    '--points',
    '80',
    '--price',
    '1.50',
    '--stock',
    '5',
    '--operator',
    'Dana',
  );
  expect(added).toEqual({ code: 0, out: 'Added reward "mug".\n' });
  expect((await cli('rewards:edit', 'mug', '--stock', '9')).out).toContain('Updated reward "mug": stock.');
  const csv = path.join(t.dir, 'codes.csv');
  fs.writeFileSync(csv, 'code\nMUG-1\nMUG-2\n');
  expect((await cli('rewards:import-codes', 'gift-card-5', csv)).out).toContain('Imported 2 new codes');
  expect((await cli('orders:expire')).out).toBe('Cancelled 0 unpaid orders past their deadline.\n');
  expect(await cli('rewards:add', '--slug', 'mug', '--name', 'Mug', '--type', 'BOX', '--points', '1')).toEqual({
    code: 2,
    out: '--type must be one of: PHYSICAL, DIGITAL, VVS.\n',
  });
  expect((await cli('orders:cancel', 'RW1', '--reason', 'test')).out).toBe('No order RW1.\n');
  expect((await cli('orders:payment', 'RW1', '--paid')).out).toBe('No order RW1.\n');
  expect(await cli('orders:payment', 'RW1', '--paid', '--failed')).toEqual({
    code: 2,
    out: 'Give the order and one of --paid or --failed.\n',
  });
});

test('rewards:text sets a French or Spanish text; English and empty commands are refused', async () => {
  expect(
    await cli('rewards:text', 'rewards-cap', '--lang', 'fr', '--name', 'Casquette brodée', '--operator', 'Dana'),
  ).toEqual({ code: 0, out: 'Updated reward "rewards-cap" in fr: name.\n' });
  expect(await cli('rewards:text', 'rewards-cap', '--lang', 'es', '--name', '', '--description', 'Gorra.')).toEqual({
    code: 0,
    out: 'Updated reward "rewards-cap" in es: name, description.\n',
  });
  expect(await cli('rewards:text', 'rewards-cap', '--lang', 'en', '--name', 'Cap')).toEqual({
    code: 2,
    out: '--lang must be fr or es; the English name and description are set with rewards:edit.\n',
  });
  expect(await cli('rewards:text', 'rewards-cap', '--lang', 'fr')).toEqual({
    code: 2,
    out: 'Give --name, --description or both.\n',
  });
  expect(await cli('rewards:text', 'nope', '--lang', 'fr', '--name', 'x')).toEqual({
    code: 2,
    out: 'No reward "nope".\n',
  });
});
