import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../db/pglite';
import { CLI_TEST_TIMEOUT, runCli } from '../test/cli-process';

// Runs the CLI as an operator would on a fresh PGlite folder: the dispatch, the migrations every command
// applies first, the exit codes (README, Operator CLI: mistakes exit 2) and a folder the API holds. The
// commands themselves are tested in-process (cli.test.ts, cli-rewards.test.ts, operator-commands.test.ts).
jest.setTimeout(CLI_TEST_TIMEOUT);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-exit-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const cli = (args: string[], extraEnv: Record<string, string> = {}) => runCli(path.join(dir, 'pglite'), args, extraEnv);

test('on a fresh database a command migrates first instead of failing on a missing table', async () => {
  expect(await cli(['campaign:state', 'active'])).toEqual({
    code: 2,
    out: 'No campaign "demo". Run "seed" first, or set CAMPAIGN_SLUG.\n',
  });
  expect((await cli(['migrate'])).out).toBe('Schema up to date.\n');
});

test('mistakes exit 2: unknown option, unknown member, unknown ticket, stray word', async () => {
  expect((await cli(['seed'])).code).toBe(0);
  const unknown = await cli(['points:credit', '--member', 'a@b.example', '--pionts', '5']);
  expect(unknown.code).toBe(2);
  expect(unknown.out).toMatch(/^Unknown option '--pionts'.*\nRun the CLI without a command for the usage\.\n$/s);
  expect(await cli(['notify', '--member', 'nobody@example.com', '--type', 'web', '--message', 'Hi'])).toEqual({
    code: 2,
    out: 'No member with the e-mail nobody@example.com.\n',
  });
  expect(await cli(['support:status', '--ticket', '999', '--status', 'solved'])).toEqual({
    code: 2,
    out: 'Ticket not found.\n',
  });
  expect(await cli(['support:ticket', '--ticket', '999'])).toEqual({ code: 2, out: 'Ticket not found.\n' });
  expect((await cli(['campaign:history', 'now'])).code).toBe(2);
  expect(await cli(['campaign:history'], { CAMPAIGN_SLUG: 'demo-typo' })).toEqual({
    code: 2,
    out: 'No campaign "demo-typo". Run "seed" first, or set CAMPAIGN_SLUG.\n',
  });
});

test('--help prints the usage and exits 0; no command is a mistake', async () => {
  const help = await cli(['--help']);
  expect(help.code).toBe(0);
  expect(help.out).toMatch(/^Usage: npm run cli -w @portal\/api -- <command>\n/);
  expect(help.out).toContain('points:reverse --entry <id> --reason <text>');
  const none = await cli([]);
  expect(none.code).toBe(2);
  expect(none.out).toMatch(/^Usage: /);
});

test('a relative file is read from the folder npm was run in (INIT_CWD)', async () => {
  const folder = path.join(dir, 'operator');
  fs.mkdirSync(folder);
  fs.writeFileSync(path.join(folder, 'cust.csv'), 'email\nexit-one@store.example\n');
  expect(await cli(['store-customers:import', 'cust.csv'], { INIT_CWD: folder })).toEqual({
    code: 0,
    out: `Imported 1 store customer (1 age-verified) from ${path.join(folder, 'cust.csv')}.\n`,
  });
  expect(await cli(['store-customers:import', 'gone.csv'], { INIT_CWD: folder })).toEqual({
    code: 2,
    out: `No file ${path.join(folder, 'gone.csv')}.\n`,
  });
});

test('a folder held by a running API is refused, untouched', async () => {
  const dataDir = path.join(dir, 'pglite');
  const api = await openPglite(dataDir);
  try {
    const result = await cli(['campaign:state', 'coming']);
    expect(result.code).toBe(1);
    expect(result.out).toContain(`is in use by process ${process.pid}`);
  } finally {
    await api.close();
  }
  expect((await cli(['campaign:history'])).out).toBe('No operator has changed campaign "demo".\n');
});
