import fs from 'node:fs';
import path from 'node:path';
import { cliTestBed } from './test/cli-in-process';

// The operator's command lines, run in this process on a fresh test database that the first command
// migrates; cli/cli-exit-codes.test.ts runs the CLI's own process.
const t = cliTestBed('cli-');
const cli = (...args: string[]) => t.cli(...args);
afterEach(() => delete process.env.RECEIPT_STORAGE_DIR);

test('seed, then flip state, status and dates', async () => {
  const seeded = await cli('seed');
  expect(seeded.code).toBe(0);
  expect(seeded.out).toMatch(/^Created: .*campaign "demo"/);
  expect((await cli('campaign:history')).out).toBe('No operator has changed campaign "demo".\n');
  expect((await cli('campaign:state', 'coming', '--operator', 'Sam')).out).toContain('state coming');
  expect((await cli('campaign:status', 'maintenance', '--operator', 'Ana')).out).toContain('status maintenance');
  const dates = await cli('campaign:dates', '--start', '2027-01-01T00:00:00Z', '--end', '2027-06-30T00:00:00Z');
  expect(dates.out).toContain('2027-01-01T00:00:00.000Z to 2027-06-30T00:00:00.000Z');
  const history = (await cli('campaign:history')).out.trim().split('\n');
  expect(history.map((line) => line.replace(/^\S+ {2}/, ''))).toEqual([
    'state: active → coming  by Sam',
    'status: active → maintenance  by Ana',
    expect.stringMatching(/^dates: \S+ to \S+ → 2027-01-01T00:00:00.000Z to 2027-06-30T00:00:00.000Z {2}by \S+$/),
  ]);
  expect((await cli('campaign:state', 'coming', '--operator', 'Sam')).out).toMatch(/^Nothing changed: .*state coming/);
  expect((await cli('campaign:history')).out.trim().split('\n')).toHaveLength(3);
  expect((await cli('seed')).out).toContain('nothing changed');
  expect(await cli('points:verify')).toEqual({
    code: 0,
    out: 'Every balance and lifetime total matches the ledger.\n',
  });
});

test('operator mistakes get a plain message and exit code 2', async () => {
  expect(await cli('campaign:state', 'paused')).toEqual({
    code: 2,
    out: 'The state must be one of: active, coming, expired.\n',
  });
  expect((await cli('campaign:dates', '--start', '2027-06-30', '--end', '2027-01-01')).out).toContain(
    '--end must be later than --start.',
  );
  expect((await cli('frobnicate')).code).toBe(2);
});

test('codes:import adds codes to their pools, all or nothing', async () => {
  const good = path.join(t.dir, 'codes.csv');
  fs.writeFileSync(good, 'code,pool,product,points\n123456789012,package,go,\nYS-TEST-0001,yellow-sticker,,35\n');
  expect(await cli('codes:import', good)).toEqual({ code: 0, out: 'Imported 2 codes (0 already present).\n' });
  const bad = path.join(t.dir, 'bad.csv');
  fs.writeFileSync(bad, 'code,pool,product,points\n223456789012,package,go,\n12,package,go,\n');
  expect(await cli('codes:import', bad)).toEqual({
    code: 2,
    out: 'Line 3: a package code is 8, 9, 10, 12 or 14 digits.\n',
  });
  const generated = await cli(
    'codes:generate',
    '--pool',
    'package',
    '--product',
    'device-kit',
    '--count',
    '3',
    '--length',
    '14',
  );
  expect(generated.out.trim().split('\n')).toEqual([
    expect.stringMatching(/^\d{14}$/),
    expect.stringMatching(/^\d{14}$/),
    expect.stringMatching(/^\d{14}$/),
  ]);
});

test('an operator approves or rejects a receipt, recorded with their name', async () => {
  const member = await t.db.one<{ id: string }>(
    "insert into member (email, status) values ('receipt-cli@example.com', 'active') returning id",
  );
  const rows = await t.db.query<{ id: string }>(
    `insert into receipt (campaign_id, member_id, sha256, storage_key, media_type, size_bytes)
     select c.id, $1, s, 'receipts/x/' || s || '.png', 'image/png', 2048 from campaign c, unnest(array['a', 'b']) s
     returning id`,
    [member.id],
  );
  const [first, second] = rows.map((row) => row.id) as [string, string];
  expect((await cli('receipts:list')).out).toContain(`${first}  `);
  expect(await cli('receipts:approve', first, '--points', '60', '--operator', 'Dana')).toEqual({
    code: 0,
    out: `Approved receipt ${first}: 60 points credited, member notified (by Dana).\n`,
  });
  expect((await cli('receipts:approve', first, '--points', '60')).out).toBe(
    'This receipt has already been reviewed.\n',
  );
  expect((await cli('receipts:reject', second, '--reason', 'Unreadable', '--operator', 'Eli')).code).toBe(0);
  expect((await cli('receipts:list', '--status', 'rejected')).out).toContain('rejected: Unreadable');
  expect((await cli('receipts:approve', 'not-an-id', '--points', '5')).code).toBe(2);
  expect(await cli('points:verify')).toEqual({
    code: 0,
    out: 'Every balance and lifetime total matches the ledger.\n',
  });
});
test('agents list the help desk queue, reply, assign and set a status from the CLI', async () => {
  const member = await t.db.one<{ id: string }>(`select id from member where email = 'tier4@vapor-rewards.example'`);
  const { id: ticket } = await t.db.one<{ id: string }>(
    `insert into support_ticket (member_id, subject, priority) values ($1, 'Lost points', 'high') returning id::text as id`,
    [member.id],
  );
  await t.db.query(
    `insert into support_reply (ticket_id, author_type, body, read_at) values ($1, 'customers', 'Help', now())`,
    [ticket],
  );
  expect((await cli('support:tickets', '--status', 'active')).out).toMatch(
    new RegExp(
      `#${ticket} \\[active\\] HIGH tier4@vapor-rewards.example — Lost points \\(.*, last reply by the member\\)`,
    ),
  );
  expect(await cli('support:reply', '--ticket', ticket, '--html', '<p>Found them.</p>', '--agent', 'Sam')).toEqual({
    code: 0,
    out: `Replied to ticket ${ticket} as Sam; it is now waiting, and the member was notified.\n`,
  });
  expect((await cli('support:assign', '--ticket', ticket, '--to', 'Kim', '--agent', 'Sam')).code).toBe(0);
  expect((await cli('support:status', '--ticket', ticket, '--status', 'solved')).out).toMatch(
    new RegExp(`^Ticket ${ticket} is now solved \\(.+\\)\\.\\n$`),
  );
  expect((await cli('support:tickets')).out).toMatch(
    new RegExp(`#${ticket} \\[solved\\] HIGH .*, assigned to Kim, last reply by Sam\\)`),
  );
  expect((await cli('support:status', '--ticket', ticket, '--status', 'solved')).out).toBe(
    `Ticket ${ticket} is solved already; nothing changed.\n`,
  );
  expect(await cli('support:status', '--ticket', ticket, '--status', 'paused')).toEqual({
    code: 2,
    out: 'The status must be one of: active, on-hold, waiting, solved, closed.\n',
  });
  expect((await cli('support:reply', '--ticket', 'abc', '--html', 'x')).code).toBe(2);
  expect(await cli('support:reply', '--ticket', '999999', '--html', 'x')).toEqual({
    code: 2,
    out: 'Ticket not found.\n',
  });
  expect((await cli('support:status', '--ticket', ticket, '--status', 'closed')).code).toBe(0);
  expect(await cli('support:reply', '--ticket', ticket, '--html', 'One more thing.')).toEqual({
    code: 2,
    out: expect.stringMatching(new RegExp(`^Ticket ${ticket} is closed, .*\\(waiting, for instance\\)\\.\\n$`)),
  });
});
test('contest commands: a public link, a wheel that must total 100, limits and the spins list', async () => {
  expect((await cli('seed')).code).toBe(0);
  const link = await cli('contest:link', '--contest', 'free-wheel', '--uses', '3', '--operator', 'ops');
  expect(link).toMatchObject({
    code: 0,
    out: expect.stringMatching(/usable 3 times: \/contestx\/[A-Za-z0-9_-]{24}\n$/),
  });
  const file = path.join(t.dir, 'wheel.json');
  const look = { bgColor: '#000000', textColor: '#ffffff' };
  fs.writeFileSync(
    file,
    JSON.stringify([
      { text: 'A', ...look, segmentType: 'sorry', probability: 60 },
      { text: 'B', ...look, segmentType: 'sorry', probability: 30 },
    ]),
  );
  expect(await cli('contest:wheel', '--contest', 'free-wheel', '--file', file)).toEqual({
    code: 2,
    out: 'The wheel cannot be saved: the probabilities total 90, not 100\n',
  });
  const limits = await cli('contest:limits', '--contest', 'free-wheel', '--per-day', '2', '--total', 'none');
  expect(limits.out).toContain('"spinsPerDay":2,"spinsTotal":null');
  expect((await cli('contest:spins', '--contest', 'free-wheel')).out).toContain('No spins of "Free Daily Wheel" yet.');
  const created = await cli('contest:create', '--slug', 'spring', '--name', 'Spring Wheel', '--points', '15');
  expect(created).toMatchObject({ code: 0, out: expect.stringContaining('Created contest "Spring Wheel" (spring)') });
  expect((await cli('contest:create', '--slug', 'Bad Slug', '--name', 'x')).code).toBe(2);
  expect((await cli('contest:link', '--contest', 'nope', '--uses', '1')).out).toContain('No contest "nope"');
  expect(await cli('contest:text', '--contest', 'spring', '--lang', 'fr', '--name', 'Roue du printemps')).toEqual({
    code: 0,
    out: 'Updated the fr text of "Spring Wheel".\n',
  });
  expect(await cli('contest:text', '--contest', 'spring', '--lang', 'en', '--name', 'Spring Prize Wheel')).toEqual({
    code: 0,
    out: 'Updated the en text of "Spring Prize Wheel".\n',
  });
  expect(await cli('contest:text', '--contest', 'spring', '--lang', 'en', '--name', ' ')).toEqual({
    code: 2,
    out: '--name needs a text.\n',
  });
  expect(await cli('contest:text', '--contest', 'spring', '--lang', 'de', '--name', 'x')).toEqual({
    code: 2,
    out: '--lang must be en, fr or es.\n',
  });
  expect((await cli('contest:text', '--contest', 'spring', '--lang', 'es')).out).toBe(
    'Give --name, --description or both.\n',
  );
});

test('an operator suspends and reinstates a member, and reads who did it and why', async () => {
  const member = 'demo@vapor-rewards.example';
  expect(await cli('members:suspend', '--member', member, '--operator', 'Sam')).toEqual({
    code: 2,
    out: '--reason needs a text: it is kept with the change.\n',
  });
  expect(await cli('members:suspend', '--member', member, '--reason', 'Shared account', '--operator', 'Sam')).toEqual({
    code: 0,
    out: `Suspended ${member}: they cannot sign in, and their sessions have ended.\n`,
  });
  expect((await cli('members:suspend', '--member', member, '--reason', 'Again')).out).toBe(
    `${member} is already suspended.\n`,
  );
  expect(
    (await cli('members:reinstate', '--member', member, '--reason', 'Owner confirmed', '--operator', 'Ana')).out,
  ).toBe(`Reinstated ${member}; status now active.\n`);
  const status = (await cli('members:status', '--member', member)).out.trim().split('\n');
  expect(status[0]).toBe(`${member} is active.`);
  expect(status.slice(1).map((line) => line.replace(/^\S+ {2}/, ''))).toEqual([
    'active → suspended  by Sam: Shared account',
    'suspended → active  by Ana: Owner confirmed',
  ]);
  expect(await cli('members:reinstate', '--member', 'nobody@example.com', '--reason', 'x')).toEqual({
    code: 2,
    out: 'No member with the e-mail nobody@example.com.\n',
  });
});

test('a reviewer writes out a receipt as the member uploaded it, never over a file of theirs', async () => {
  const storageDir = path.join(t.dir, 'receipts');
  process.env.RECEIPT_STORAGE_DIR = storageDir;
  const bytes = Buffer.from('%PDF-1.7 receipt of the CLI test');
  fs.mkdirSync(path.join(storageDir, 'receipts', 'cli'), { recursive: true });
  fs.writeFileSync(path.join(storageDir, 'receipts', 'cli', 'file.pdf'), bytes);
  const member = await t.db.one<{ id: string }>(
    "insert into member (email, status) values ('receipt-file@example.com', 'active') returning id",
  );
  const { id } = await t.db.one<{ id: string }>(
    `insert into receipt (campaign_id, member_id, sha256, storage_key, media_type, size_bytes)
     select c.id, $1, 'cli-file', 'receipts/cli/file.pdf', 'application/pdf', $2 from campaign c returning id`,
    [member.id, bytes.length],
  );
  const out = path.join(t.dir, 'review.pdf');
  expect(await cli('receipts:file', id, '--out', out)).toEqual({
    code: 0,
    out: `Wrote ${out}: receipt ${id}, application/pdf, 1 KB.\n`,
  });
  expect(fs.readFileSync(out).equals(bytes)).toBe(true);
  expect(await cli('receipts:file', id, '--out', out)).toEqual({ code: 2, out: `${out} exists already.\n` });
  expect((await cli('receipts:file', id)).code).toBe(2);
  expect((await cli('receipts:file', '00000000-0000-4000-8000-000000000000', '--out', `${out}.2`)).code).toBe(2);
  expect(fs.existsSync(`${out}.2`)).toBe(false);
});

test('the operator log names who sent a notification, changed a text and generated codes', async () => {
  const member = 'demo@vapor-rewards.example';
  const sent = ['notify', '--member', member, '--type', 'web', '--message', 'Double points', '--operator', 'Sam'];
  expect((await cli(...sent)).code).toBe(0);
  const text = ['activity:text', 'refer-a-friend', '--lang', 'fr', '--title', 'Parrainez', '--operator', 'Ana'];
  expect((await cli(...text)).code).toBe(0);
  expect((await cli('codes:generate', '--pool', 'yellow-sticker', '--count', '2', '--operator', 'Eli')).code).toBe(0);
  const log = (await cli('operators:log', '--limit', '3')).out.trim().split('\n');
  expect(log.map((line) => line.replace(/^\S+ {2}/, ''))).toEqual([
    'Eli  codes:generate yellow-sticker  2 codes',
    'Ana  activity:text refer-a-friend  fr: {"title":"Parrainez"}',
    expect.stringMatching(new RegExp(`^Sam {2}notify ${member} {2}web \\S+: Double points$`)),
  ]);
  expect((await cli('operators:log', '--limit', '0')).code).toBe(2);
});
