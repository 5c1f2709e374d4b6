import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DomainError } from '../platform/domain-error';
import {
  CheckFailed,
  UsageError,
  booleanOption,
  failureOf,
  forTerminal,
  isoDate,
  noExtraPositionals,
  operatorName,
  operatorPath,
  pointsOption,
  readOperatorFile,
  wholeNumber,
} from './command';

// The shared option parsers of every command; the commands' own tests show them in use.

describe('isoDate', () => {
  it.each([
    ['2026-01-01', '2026-01-01T00:00:00.000Z'],
    ['2026-02-28T23:59:59Z', '2026-02-28T23:59:59.000Z'],
    ['2028-02-29T09:00+02:00', '2028-02-29T07:00:00.000Z'],
    ['2026-06-30T12:00:00.5-04:30', '2026-06-30T16:30:00.500Z'],
  ])('takes %s', (value, iso) => {
    expect(isoDate(value, '--start').toISOString()).toBe(iso);
  });

  it.each([
    '1', // new Date('1') is 2001-01-01
    '2026-02-31', // new Date rolls it over to March 3
    '2027-02-29',
    '2026-13-01',
    '2026-01-01T24:00:00Z',
    '2026-01-01T10:00:00', // no offset: whose 10 o'clock?
    '01/02/2026',
    '2026-1-1',
    'tomorrow',
    '',
  ])('refuses %s, naming the option', (value) => {
    expect(() => isoDate(value, '--end')).toThrow(
      new UsageError(`--end needs an ISO date such as 2026-01-01 or 2026-01-01T09:00:00Z (got "${value}").`),
    );
  });
});

describe('whole numbers and points', () => {
  it('takes plain digits within the bounds', () => {
    expect(wholeNumber('0', '--stock')).toBe(0);
    expect(wholeNumber('1000', '--limit', { min: 1, max: 1000 })).toBe(1000);
    expect(pointsOption('100000')).toBe(100_000);
  });

  it.each(['1e3', '0x10', '12.0', ' 7', '-1', '', '3000000000', '100001', '0'])('refuses points "%s"', (value) => {
    expect(() => pointsOption(value)).toThrow(new UsageError('--points must be a whole number from 1 to 100000.'));
  });

  it('refuses a limit below its minimum', () => {
    expect(() => wholeNumber('0', '--limit', { min: 1, max: 1000 })).toThrow(
      '--limit must be a whole number from 1 to 1000.',
    );
  });
});

describe('booleanOption', () => {
  it('takes only true and false', () => {
    expect(booleanOption('true', '--active')).toBe(true);
    expect(booleanOption('false', '--active')).toBe(false);
    for (const value of ['yes', 'no', 'flase', 'TRUE', '0', ''])
      expect(() => booleanOption(value, '--active')).toThrow(`--active must be true or false (got "${value}").`);
  });
});

describe('files the operator names', () => {
  const initCwd = process.env.INIT_CWD;
  afterEach(() => {
    if (initCwd === undefined) delete process.env.INIT_CWD;
    else process.env.INIT_CWD = initCwd;
  });

  it('resolves a relative path from the folder npm was run in (INIT_CWD), else the current folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-files-'));
    fs.writeFileSync(path.join(dir, 'cust.csv'), 'email\n');
    process.env.INIT_CWD = dir;
    expect(operatorPath('cust.csv')).toBe(path.join(dir, 'cust.csv'));
    expect(operatorPath('/abs/file.csv')).toBe('/abs/file.csv');
    expect(await readOperatorFile('cust.csv')).toBe('email\n');
    delete process.env.INIT_CWD;
    expect(operatorPath('cust.csv')).toBe(path.join(process.cwd(), 'cust.csv'));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('says plainly that a file is missing or a folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-files-'));
    process.env.INIT_CWD = dir;
    await expect(readOperatorFile('missing.csv')).rejects.toThrow(
      new UsageError(`No file ${path.join(dir, 'missing.csv')}.`),
    );
    await expect(readOperatorFile('.')).rejects.toThrow(new UsageError(`${dir} is a folder, not a file.`));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('noExtraPositionals', () => {
  it('refuses words beyond the command’s', () => {
    expect(() => noExtraPositionals(['mug', 'extra'], 1, 'rewards:edit <slug> --stock 20.')).toThrow(
      new UsageError('Unexpected "extra". Usage: rewards:edit <slug> --stock 20.'),
    );
    expect(() => noExtraPositionals(['mug'], 1, 'x')).not.toThrow();
  });
});

describe('operatorName', () => {
  it('records the name given, trimmed, else the system user; an empty name is a slip', () => {
    expect(operatorName('  Dana (support) ')).toBe('Dana (support)');
    expect(operatorName(undefined)).toBe(os.userInfo().username);
    expect(() => operatorName('  ', '--agent')).toThrow(
      new UsageError(`--agent needs a name; leave it out to act as ${os.userInfo().username}.`),
    );
    expect(() => operatorName('x'.repeat(101))).toThrow(new UsageError('--operator takes at most 100 characters.'));
  });
});

describe('failureOf: what a failed command prints, and its exit code', () => {
  class ModuleRefusal extends Error {}
  const failure = (error: unknown, debug = false) => failureOf(error, [ModuleRefusal], debug);
  const parseError = (args: string[]) => {
    try {
      parseArgs({ args, options: { member: { type: 'string' } } });
    } catch (error) {
      return error;
    }
    throw new Error('parsed');
  };

  it('gives the operator’s mistakes exit 2 with their message', () => {
    expect(failure(new UsageError('Give the order.'))).toEqual({ code: 2, message: 'Give the order.' });
    expect(failure(new ModuleRefusal('Line 3: bad.'))).toEqual({ code: 2, message: 'Line 3: bad.' });
    expect(failure(new DomainError('support.ticketNotFound', 404))).toEqual({ code: 2, message: 'Ticket not found.' });
    expect(failure(new DomainError('campaign.notConfigured', 503))).toEqual({
      code: 2,
      message: 'Campaign is not configured.',
    });
  });

  it('gives an unknown option, a missing value and a stray word exit 2', () => {
    for (const args of [['--bogus'], ['--member'], ['word']]) {
      const { code, message } = failure(parseError(args));
      expect(code).toBe(2);
      expect(message).toMatch(/\nRun the CLI without a command for the usage\.$/);
    }
  });

  it('prints a database error by its SQLSTATE only, unless DEBUG is set', () => {
    const sqlError = Object.assign(new Error('value "3000000000" is out of range for type integer'), {
      code: '22003',
      severity: 'ERROR',
      query: 'insert into points_ledger …',
    });
    const plain = failure(sqlError);
    expect(plain).toEqual({
      code: 1,
      message:
        'Database error 22003: a value is out of range or malformed.\nSet DEBUG=1 to print the database’s message.',
    });
    expect(failure(sqlError, true).message).toContain('out of range for type integer');
    expect(failure(sqlError, true).message).not.toContain('insert into');
  });

  it('keeps the other failures at exit 1 with their message', () => {
    expect(failure(new CheckFailed('a@b: balance 1, ledger 2'))).toEqual({
      code: 1,
      message: 'Differences from the ledger:\na@b: balance 1, ledger 2',
    });
    expect(failure(new DomainError('contest.wheelInvalid', 500))).toMatchObject({ code: 1 });
    expect(failure(new Error('The PGlite data folder x is in use by process 7'))).toEqual({
      code: 1,
      message: 'The PGlite data folder x is in use by process 7',
    });
  });
});

describe('a report on the operator terminal', () => {
  it('shows a member’s control and bidirectional characters as code points, keeping lines and tabs', () => {
    const subject = 'ANSI \u001b[2J\u001b[31mRED\u001b]0;pwned\u0007\r done';
    expect(forTerminal(`#7 [active] ${subject}\n\tnext line`)).toBe(
      '#7 [active] ANSI \\u001b[2J\\u001b[31mRED\\u001b]0;pwned\\u0007\\u000d done\n\tnext line',
    );
    // A right-to-left override or isolate would show the rest of the line reversed.
    expect(forTerminal('Sent 10 \u202epoints\u202c \u2067x\u2069')).toBe(
      'Sent 10 \\u202epoints\\u202c \\u2067x\\u2069',
    );
    expect(forTerminal('Replied to ticket 7 as Sam; the member was notified.')).toBe(
      'Replied to ticket 7 as Sam; the member was notified.',
    );
  });
});
