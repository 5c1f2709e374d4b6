import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SignedInMember, signedInMember } from '../test/member';
import { type TestApp, createTestApp } from '../test/test-app';
import { campaignCommands } from './campaign';
import { UsageError } from './command';
import { contestCommands } from './contest';
import { memberCommands } from './members';
import { pointsCommands } from './points';
import { purchaseProofCommands } from './purchase-proof';
import { rewardCommands } from './rewards';
import { supportCommands } from './support';
import { givePoints, newReward } from '../modules/rewards/test-helpers';

// The commands run in this process against a test database; cli-exit-codes.test.ts runs the CLI itself.
let t: TestApp;
let dir: string;
const initCwd = process.env.INIT_CWD;
beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-commands-'));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});
afterEach(() => {
  if (initCwd === undefined) delete process.env.INIT_CWD;
  else process.env.INIT_CWD = initCwd;
});

const COMMANDS = {
  ...campaignCommands.commands,
  ...contestCommands.commands,
  ...memberCommands.commands,
  ...pointsCommands.commands,
  ...purchaseProofCommands.commands,
  ...rewardCommands.commands,
  ...supportCommands.commands,
};
const run = (name: keyof typeof COMMANDS, ...args: string[]) => COMMANDS[name]!(t.db, args, 'demo');
/** The refusal's message; fails the test when the command succeeds or fails otherwise than as a mistake. */
const refusal = async (name: keyof typeof COMMANDS, ...args: string[]): Promise<string> => {
  const error = await run(name, ...args).then(
    (out) => new Error(`${name} succeeded: ${out}`),
    (caught: unknown) => caught,
  );
  expect((error as Error).constructor.name).toMatch(/^(UsageError|OperatorError|CodeImportError)$/);
  return (error as Error).message;
};

describe('rewards:edit', () => {
  beforeAll(() => newReward(t.db, { slug: 'cli-mug', discontinuedFrom: new Date('2027-01-01T00:00:00Z') }));
  const reward = () =>
    t.db.one<{ active: boolean; discontinued_from: Date | null }>(
      "select active, discontinued_from from reward where slug = 'cli-mug'",
    );

  it('takes --active true or false only', async () => {
    for (const value of ['yes', 'no', 'flase', '1'])
      expect(await refusal('rewards:edit', 'cli-mug', '--active', value)).toBe(
        `--active must be true or false (got "${value}").`,
      );
    expect((await reward()).active).toBe(true);
    await run('rewards:edit', 'cli-mug', '--active', 'false');
    expect((await reward()).active).toBe(false);
  });

  it('takes an ISO --discontinued, and none clears it', async () => {
    expect(await refusal('rewards:edit', 'cli-mug', '--discontinued', '1')).toMatch(
      /^--discontinued needs an ISO date/,
    );
    expect(await refusal('rewards:edit', 'cli-mug', '--discontinued', '2026-02-31')).toMatch(/^--discontinued needs/);
    expect((await reward()).discontinued_from).toEqual(new Date('2027-01-01T00:00:00Z'));
    await run('rewards:edit', 'cli-mug', '--discontinued', '2027-03-01');
    expect((await reward()).discontinued_from).toEqual(new Date('2027-03-01T00:00:00Z'));
    expect(await run('rewards:edit', 'cli-mug', '--discontinued', 'none')).toBe(
      'Updated reward "cli-mug": discontinuedFrom.',
    );
    expect((await reward()).discontinued_from).toBeNull();
  });

  it('refuses no field, a stray word, and numbers that are not plain or too big', async () => {
    expect(await refusal('rewards:edit', 'cli-mug')).toMatch(/^Give a field to change/);
    expect(await refusal('rewards:edit', 'cli-mug', 'stock', '--stock', '3')).toMatch(/^Unexpected "stock"/);
    expect(await refusal('rewards:edit', 'cli-mug', '--points', '1e3')).toBe(
      '--points must be a whole number from 0 to 100000.',
    );
    expect(await refusal('rewards:edit', 'cli-mug', '--points', '3000000000')).toMatch(/^--points must be/);
    expect(await refusal('rewards:edit', 'cli-mug', '--stock', '3000000000')).toMatch(/^--stock must be/);
    expect(await refusal('rewards:edit', 'cli-mug', '--price', '1e2')).toMatch(/^--price must be an amount/);
  });

  it('keeps the name, the type and the slug: a blank or long name, --type and --slug are refused', async () => {
    expect(await refusal('rewards:edit', 'cli-mug', '--name', ' ')).toBe('--name needs a text.');
    expect(await refusal('rewards:edit', 'cli-mug', '--name', 'M'.repeat(101))).toBe(
      '--name takes at most 100 characters.',
    );
    for (const flag of ['--type', '--slug'])
      expect(await refusal('rewards:edit', 'cli-mug', flag, 'DIGITAL', '--stock', '5')).toBe(
        'A reward keeps its --type and --slug: add a new reward with rewards:add instead.',
      );
    expect(await t.db.one("select item_name, type, stock from reward where slug = 'cli-mug'")).toEqual({
      item_name: 'cli-mug',
      type: 'PHYSICAL',
      stock: null,
    });
  });

  it('takes a tier of the ladder and a limit from 1, and none clears either', async () => {
    const limits = () => t.db.one("select user_tier, per_member_limit from reward where slug = 'cli-mug'");
    expect(await refusal('rewards:edit', 'cli-mug', '--tier', '99')).toBe(
      "--tier must be from 0 to 4, the campaign's tiers, or none.",
    );
    expect(await refusal('rewards:edit', 'cli-mug', '--limit', '0')).toBe(
      '--limit must be a whole number from 1 to 1000000000.',
    );
    await run('rewards:edit', 'cli-mug', '--tier', '4', '--limit', '2');
    expect(await limits()).toEqual({ user_tier: 4, per_member_limit: 2 });
    await run('rewards:edit', 'cli-mug', '--tier', 'none', '--limit', 'none');
    expect(await limits()).toEqual({ user_tier: null, per_member_limit: null });
  });
});

describe('rewards:edit --image', () => {
  it('takes a path of the portal or an https address, and with none members see the picture of its type', async () => {
    const rewardId = await newReward(t.db, { slug: 'cli-picture' });
    const member = await signedInMember(t);
    const picture = async () =>
      (await member.inject({ method: 'GET', url: `/s1/reward/campaign/${rewardId}` })).json().data.image as string;
    expect(await picture()).toBe('/api/s1/reward/images/physical.svg');
    for (const image of ['javascript:alert(1)', 'http://cdn.example/a.png', '//evil.example/a.png', 'mug.png'])
      expect(await refusal('rewards:edit', 'cli-picture', '--image', image)).toBe(
        '--image must be a path of the portal such as /images/mug.webp, an https:// address, or none.',
      );
    expect(await refusal('rewards:edit', 'cli-picture', '--image', `/${'a'.repeat(2000)}`)).toBe(
      '--image takes at most 2000 characters.',
    );
    await run('rewards:edit', 'cli-picture', '--image', 'https://cdn.example/mug.webp?v=2');
    expect(await picture()).toBe('https://cdn.example/mug.webp?v=2');
    await run('rewards:edit', 'cli-picture', '--image', 'none');
    expect(await picture()).toBe('/api/s1/reward/images/physical.svg');
  });
});

describe('rewards:add', () => {
  it('adds a reward switched off with --active false, kept out of the catalogue', async () => {
    await run(
      'rewards:add',
      '--slug',
      'cli-hidden',
      '--name',
      'Hidden',
      '--type',
      'DIGITAL',
      '--points',
      '10',
      '--active',
      'false',
    );
    expect(await t.db.one("select active from reward where slug = 'cli-hidden'")).toEqual({ active: false });
  });
});

describe('who acts and what they write', () => {
  it('refuses an operator name longer than the records keep, before anything changes', async () => {
    const before = await t.db.query('select * from campaign_change');
    expect(await refusal('campaign:status', 'active', '--operator', 'O'.repeat(101))).toBe(
      '--operator takes at most 100 characters.',
    );
    expect(await t.db.query('select * from campaign_change')).toEqual(before);
  });

  it('refuses a notice longer than the bell holds, saying the limit', async () => {
    expect(await refusal('notify', '--all', '--type', 'web', '--message', 'x'.repeat(501))).toBe(
      '--message takes at most 500 characters.',
    );
  });

  it('contest:limits refuses a minimum tier above the ladder; contest:wheel refuses prize points over the cap', async () => {
    await run('contest:create', '--slug', 'cli-tiers', '--name', 'CLI tiers');
    expect(await refusal('contest:limits', '--contest', 'cli-tiers', '--min-tier', '99')).toBe(
      "--min-tier must be from 1 to 4, the campaign's tiers.",
    );
    const wheel = path.join(dir, 'wheel.json');
    const segment = { bgColor: '#000000', textColor: '#ffffff', probability: 50 };
    fs.writeFileSync(
      wheel,
      JSON.stringify([
        { ...segment, text: 'Sorry', segmentType: 'sorry' },
        { ...segment, text: 'Jackpot', segmentType: 'points', prizePoints: 2_147_483_647 },
      ]),
    );
    expect(await refusal('contest:wheel', '--contest', 'cli-tiers', '--file', wheel)).toContain(
      'segment 2: prizePoints must be a whole number up to 100000',
    );
  });
});

describe('dates', () => {
  it('campaign:dates refuses non-ISO and impossible dates and keeps the window', async () => {
    const before = await t.db.one("select activation_start, activation_end from campaign where slug = 'demo'");
    expect(await refusal('campaign:dates', '--start', '1', '--end', '2')).toBe(
      '--start needs an ISO date such as 2026-01-01 or 2026-01-01T09:00:00Z (got "1").',
    );
    expect(await refusal('campaign:dates', '--start', '2026-02-31', '--end', '2027-01-01')).toMatch(/"2026-02-31"/);
    expect(await t.db.one("select activation_start, activation_end from campaign where slug = 'demo'")).toEqual(before);
  });

  it('says when the window disagrees with the state, which is what members meet', async () => {
    const past = await run('campaign:dates', '--start', '2025-01-01', '--end', '2025-06-30');
    expect(past).toContain('2025-01-01T00:00:00.000Z to 2025-06-30T00:00:00.000Z.');
    expect(past).toContain('Note: the end has passed, yet the state is active');
    expect(await run('campaign:state', 'expired')).not.toContain('Note:');
    expect(await run('campaign:dates', '--start', '2025-01-01', '--end', '2099-06-30')).toContain(
      'Note: the state is expired, yet the end is still to come',
    );
    expect(await run('campaign:state', 'coming')).toContain('Note: the start has passed, yet the state is coming');
    expect(await run('campaign:state', 'active')).not.toContain('Note:');
  });

  it('contest:limits refuses --end 1; contest:spins refuses --limit 0; a second contest:create is refused', async () => {
    await run('contest:create', '--slug', 'cli-wheel', '--name', 'CLI wheel');
    expect(await refusal('contest:create', '--slug', 'cli-wheel', '--name', 'Again')).toBe(
      'The campaign already has a contest "cli-wheel": use contest:text or contest:limits.',
    );
    expect(await refusal('contest:limits', '--contest', 'cli-wheel', '--end', '1')).toMatch(/^--end needs an ISO date/);
    expect(await refusal('contest:spins', '--contest', 'cli-wheel', '--limit', '0')).toBe(
      '--limit must be a whole number from 1 to 1000.',
    );
    expect(await refusal('contest:limits', '--contest', 'cli-wheel', '--points', '3000000000')).toMatch(
      /^--points must be a whole number from 0 to 100000/,
    );
  });
});

describe('what members see of a contest', () => {
  it('shows a new contest once it has a wheel, under its corrected name, and not once switched off', async () => {
    const member = await signedInMember(t);
    const listed = async () =>
      (await member.inject({ method: 'GET', url: '/s1/contest?page=0&limit=100' }))
        .json()
        .data.content.map((contest: { name: string }) => contest.name);
    await run('contest:create', '--slug', 'cli-staged', '--name', 'Staged Whel');
    expect(await listed()).not.toContain('Staged Whel');
    const wheel = path.join(dir, 'staged.json');
    const look = { bgColor: '#000000', textColor: '#ffffff' };
    fs.writeFileSync(
      wheel,
      JSON.stringify([
        { ...look, text: 'Sorry', segmentType: 'sorry', probability: 50 },
        { ...look, text: 'Ten', segmentType: 'points', prizePoints: 10, probability: 50 },
      ]),
    );
    await run('contest:wheel', '--contest', 'cli-staged', '--file', wheel);
    await run('contest:text', '--contest', 'cli-staged', '--lang', 'en', '--name', 'Staged Wheel');
    expect(await listed()).toContain('Staged Wheel');
    expect(await refusal('contest:active', 'maybe', '--contest', 'cli-staged')).toBe(
      'contest:active must be true or false (got "maybe").',
    );
    await run('contest:active', 'false', '--contest', 'cli-staged', '--operator', 'Dana');
    expect(await listed()).not.toContain('Staged Wheel');
    await run('contest:active', 'true', '--contest', 'cli-staged');
    expect(await listed()).toContain('Staged Wheel');
  });

  it('refuses a slug that is no lower-case words of 2 to 60 characters', async () => {
    for (const slug of ['---', '-a', 'a'.repeat(61), 'x'])
      expect(await refusal('contest:create', `--slug=${slug}`, '--name', 'Bad')).toBe(
        '--slug must be lower-case-words, 2 to 60 characters.',
      );
  });
});

describe('points and notifications', () => {
  let member: SignedInMember;
  beforeAll(async () => {
    member = await signedInMember(t);
  });

  it('points:credit takes 1 to 100000 plain points', async () => {
    for (const points of ['1e3', '3000000000', '100001', '0', '12.5'])
      expect(await refusal('points:credit', '--member', member.email, '--points', points, '--reason', 'x')).toBe(
        '--points must be a whole number from 1 to 100000.',
      );
    expect(await run('points:credit', '--member', member.email, '--points', '100000', '--reason', 'x')).toMatch(
      /^Credited 100000 points/,
    );
  });

  it('points:history lists the entries points:reverse takes, and the reversal undoes one once', async () => {
    const { email } = await signedInMember(t);
    expect(
      await run('points:credit', '--member', email, '--points', '1', '--reason', 'Typo', '--operator', 'Dana'),
    ).toMatch(/^Credited 1 point to .*; balance now \d+\.$/);
    const [head, line] = (await run('points:history', '--member', email)).split('\n');
    expect(head).toBe(`${email}: balance 1, lifetime 1; 1 ledger entry, newest first:`);
    expect(line).toMatch(/^#\d+ {2}\S+ +\+1 → 1 +operator +Points credited by the programme {2}"Typo" {2}by Dana$/);
    const entry = /^#(\d+)/.exec(line!)![1]!;
    expect(await run('points:reverse', '--entry', entry, '--reason', 'Typed 1 for 10', '--operator', 'Sam')).toMatch(
      new RegExp(
        `^Reversed entry ${entry} with entry \\d+: took back 1 point \\(Points credited by the programme\\) for ${email}; balance now 0\\.$`,
      ),
    );
    const [after, reversal] = (await run('points:history', '--member', email, '--limit', '1')).split('\n');
    expect(after).toBe(`${email}: balance 0, lifetime 0; 2 ledger entries, the latest 1 shown, newest first:`);
    expect(reversal).toMatch(
      new RegExp(
        `^#\\d+ .* -1 → 0 +reversal +Reversal: Points credited by the programme  "Typed 1 for 10"  by Sam  \\(reverses #${entry}\\)$`,
      ),
    );
    expect(await refusal('points:reverse', '--entry', entry, '--reason', 'again')).toMatch(
      new RegExp(`^Entry ${entry} was reversed already \\(entry \\d+\\); nothing changed\\.$`),
    );
    expect(await refusal('points:reverse', '--entry', '12abc', '--reason', 'x')).toBe(
      '--entry must be a whole number from 1 to 1000000000.',
    );
    expect(await refusal('points:reverse', '--entry', entry)).toBe('--reason needs a text.');
    expect(await refusal('points:history', '--member', 'nobody@example.com')).toBe(
      'No member with the e-mail nobody@example.com.',
    );
  });

  it('notify refuses an unknown member and a route that leaves the portal', async () => {
    const notify = (...args: string[]) => ['notify', '--type', 'web', '--message', 'Hi', ...args] as const;
    const [name, ...args] = notify('--member', 'nobody@example.com');
    expect(await refusal(name, ...args)).toBe('No member with the e-mail nobody@example.com.');
    for (const route of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', '/x:y', 'rewards']) {
      const [, ...withRoute] = notify('--all', '--route', route);
      expect(await refusal('notify', ...withRoute)).toMatch(/^--route must be a path of the portal/);
    }
    const [, ...ok] = notify('--member', member.email, '--route', '/my-rewards?tab=2');
    expect(await run('notify', ...ok)).toMatch(/^Sent web notification/);
  });
});

describe('files are read from the operator’s folder', () => {
  it('store-customers:import reads a relative path from INIT_CWD, and says when it is missing', async () => {
    fs.writeFileSync(path.join(dir, 'cust.csv'), 'email\ncli-one@store.example\n');
    process.env.INIT_CWD = dir;
    expect(await run('store-customers:import', 'cust.csv')).toBe(
      `Imported 1 store customer (1 age-verified) from ${path.join(dir, 'cust.csv')}.`,
    );
    expect(await refusal('store-customers:import', 'none.csv')).toBe(`No file ${path.join(dir, 'none.csv')}.`);
  });

  it('store-customers:import refuses an e-mail twice, as an operator mistake', async () => {
    fs.writeFileSync(path.join(dir, 'twice.csv'), 'email\ncli-two@store.example\nCLI-two@store.example\n');
    process.env.INIT_CWD = dir;
    const error = await run('store-customers:import', 'twice.csv').catch((caught: unknown) => caught);
    expect(error).toEqual(
      new UsageError('Line 3: CLI-two@store.example is on line 2 already; keep one line per e-mail.'),
    );
  });

  it('codes:import and rewards:import-codes read relative paths from INIT_CWD', async () => {
    fs.writeFileSync(path.join(dir, 'codes.csv'), 'code,pool,product,points\nYS-CLI-0001,yellow-sticker,,\n');
    fs.writeFileSync(path.join(dir, 'gift.csv'), 'code\nGIFT-CLI-1\n');
    process.env.INIT_CWD = dir;
    expect(await run('codes:import', 'codes.csv')).toBe('Imported 1 code (0 already present).');
    expect(await run('rewards:import-codes', 'gift-card-5', 'gift.csv')).toMatch(/^Imported 1 new code/);
    expect(await refusal('codes:import', 'none.csv')).toBe(`No file ${path.join(dir, 'none.csv')}.`);
  });

  it('receipts:file writes a relative --out into INIT_CWD, not api/', async () => {
    const storageDir = path.join(dir, 'store');
    const bytes = Buffer.from('%PDF-1.7 receipt');
    fs.mkdirSync(path.join(storageDir, 'receipts', 'cli'), { recursive: true });
    fs.writeFileSync(path.join(storageDir, 'receipts', 'cli', 'r.pdf'), bytes);
    const member = await signedInMember(t);
    const { id } = await t.db.one<{ id: string }>(
      `insert into receipt (campaign_id, member_id, sha256, storage_key, media_type, size_bytes)
       select c.id, $1, 'cli-out', 'receipts/cli/r.pdf', 'application/pdf', $2 from campaign c where c.slug = 'demo'
       returning id`,
      [member.id, bytes.length],
    );
    const storage = process.env.RECEIPT_STORAGE_DIR;
    process.env.RECEIPT_STORAGE_DIR = storageDir;
    process.env.INIT_CWD = dir;
    try {
      expect(await run('receipts:file', id, '--out', 'receipt.pdf')).toMatch(
        new RegExp(`^Wrote ${path.join(dir, 'receipt.pdf')}: receipt ${id}`),
      );
      expect(fs.readFileSync(path.join(dir, 'receipt.pdf')).equals(bytes)).toBe(true);
      expect(await refusal('receipts:file', id, '--out', 'nowhere/receipt.pdf')).toBe(
        `No folder ${path.join(dir, 'nowhere')} to write ${path.join(dir, 'nowhere', 'receipt.pdf')} into.`,
      );
      fs.rmSync(path.join(storageDir, 'receipts', 'cli', 'r.pdf'));
      expect(await refusal('receipts:file', id, '--out', 'gone.pdf')).toBe(
        'The receipt store holds no file receipts/cli/r.pdf: it was moved or deleted, or another store is configured.',
      );
      expect(fs.existsSync(path.join(dir, 'gone.pdf'))).toBe(false);
    } finally {
      if (storage === undefined) delete process.env.RECEIPT_STORAGE_DIR;
      else process.env.RECEIPT_STORAGE_DIR = storage;
    }
  });

  it('codes:generate asks for the product of package codes; support:tickets says when no member has the address', async () => {
    expect(await refusal('codes:generate', '--pool', 'package', '--count', '1')).toBe(
      'A package code names its product: give --product <sku>.',
    );
    expect(await refusal('support:tickets', '--member', 'nobody@example.com')).toBe(
      'No member with the e-mail nobody@example.com.',
    );
    for (const ticket of ['abc', '0', '12.5']) {
      expect(await refusal('support:ticket', '--ticket', ticket)).toBe('--ticket needs a ticket number.');
    }
  });

  it('codes:generate takes a plain --count and refuses flags a yellow pool does not use', async () => {
    expect(await refusal('codes:generate', '--pool', 'package', '--product', 'go', '--count', '1e3')).toBe(
      '--count must be a whole number from 1 to 100000.',
    );
    expect(
      await refusal('codes:generate', '--pool', 'yellow-sticker', '--product', 'x', '--length', '7', '--count', '1'),
    ).toBe('--product and --length: only for the package pool, not yellow-sticker.');
  });
});

describe('orders:cancel', () => {
  it('puts a notice on the member’s bell in every language, naming the order, reward and reason', async () => {
    const member = await signedInMember(t);
    const rewardId = await newReward(t.db, { slug: 'cli-cancel', redeemPoints: 10, stock: 2 });
    await givePoints(t.db, member.id, 10);
    const order = (await member.inject({ method: 'POST', url: `/s2/rewards/campaign/redeem/${rewardId}` })).json().data;
    expect(await run('orders:cancel', order.orderNo, '--reason', 'Out of stock', '--operator', 'Dana')).toBe(
      `Order ${order.orderNo} cancelled; 10 points returned to the member, who was notified.`,
    );
    const [notice] = await t.db.query<{ route: string; texts: Record<string, string> }>(
      'select route, texts from notification where member_id = $1',
      [member.id],
    );
    expect(notice!.route).toBe('/my-rewards');
    expect(notice!.texts.en).toBe(
      `Your order ${order.orderNo} (cli-cancel) was cancelled. Reason: Out of stock. Its 10 points are back in your balance.`,
    );
    expect(notice!.texts.fr).toContain('Motif\u00a0: Out of stock.');
    expect(notice!.texts.es).toContain('Motivo: Out of stock.');
  });

  it('refuses a reason or a tracking number too long for the notice, and the order stays as it was', async () => {
    const member = await signedInMember(t);
    const rewardId = await newReward(t.db, { slug: 'cli-long', redeemPoints: 10, stock: 2 });
    await givePoints(t.db, member.id, 10);
    const order = (await member.inject({ method: 'POST', url: `/s2/rewards/campaign/redeem/${rewardId}` })).json().data;
    expect(await refusal('orders:cancel', order.orderNo, '--reason', 'Damaged '.repeat(70))).toBe(
      '--reason takes at most 300 characters.',
    );
    expect(await refusal('orders:ship', order.orderNo, '--tracking', 'T'.repeat(600))).toBe(
      '--tracking takes at most 100 characters.',
    );
    expect(await t.db.one('select status from reward_order where order_no = $1', [order.orderNo])).not.toEqual({
      status: 'CANCELLED',
    });
    expect(await t.db.query('select id from notification where member_id = $1', [member.id])).toEqual([]);
  });
});

describe('receipts:sweep', () => {
  it('receipts:sweep lists, then removes, the old files no receipt names, and refuses a short wait', async () => {
    const storageDir = path.join(dir, 'sweep-store');
    const orphan = path.join(storageDir, 'receipts', 'cli', 'lost.png');
    fs.mkdirSync(path.dirname(orphan), { recursive: true });
    fs.writeFileSync(orphan, Buffer.alloc(3000));
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(orphan, twoHoursAgo, twoHoursAgo);
    const storage = process.env.RECEIPT_STORAGE_DIR;
    process.env.RECEIPT_STORAGE_DIR = storageDir;
    try {
      expect(await refusal('receipts:sweep', '--older-than', '5')).toBe(
        '--older-than must be a whole number from 10 to 10080.',
      );
      expect(await run('receipts:sweep', '--dry-run')).toBe(
        `Would remove 1 file no receipt names (3 KB), of 1 in ${storageDir}/receipts/ (--dry-run: nothing removed):\n` +
          `receipts/cli/lost.png  ${twoHoursAgo.toISOString()}  3 KB`,
      );
      expect(fs.existsSync(orphan)).toBe(true);
      expect(await run('receipts:sweep', '--operator', 'Dana (support)')).toMatch(
        /^Removed 1 file no receipt names \(3 KB\), of 1 in .* \(by Dana \(support\)\):\nreceipts\/cli\/lost.png /,
      );
      expect(fs.existsSync(orphan)).toBe(false);
      expect(await run('operators:log')).toMatch(
        /Dana \(support\)\s+receipts:sweep\s+receipts\/\s+removed 1 of 1 files/,
      );
      expect(await run('receipts:sweep')).toBe(
        `No file to remove: each of the 0 files in ${storageDir}/receipts/ is named by a receipt or younger than 60 minutes.`,
      );
    } finally {
      if (storage === undefined) delete process.env.RECEIPT_STORAGE_DIR;
      else process.env.RECEIPT_STORAGE_DIR = storage;
    }
  });
});
