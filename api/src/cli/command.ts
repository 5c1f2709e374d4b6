import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { userInfo } from 'node:os';
import type { Db } from '../db/db';
import { POINTS_MAX } from '../modules/points';
import { DomainError } from '../platform/domain-error';

/** One operator command: the database, its arguments and the campaign slug in; the text to print out. */
export type Command = (db: Db, args: string[], slug: string) => Promise<string>;

/** A domain's operator commands and their lines of the usage text (api/README.md, Operator CLI). */
export interface CommandGroup {
  usage: string;
  commands: Record<string, Command>;
}

/** An operator mistake: print the message, exit 2, no stack trace. */
export class UsageError extends Error {}

/** A check that found problems: print the report, exit 1. */
export class CheckFailed extends Error {}

export type StringOptions = Record<string, { type: 'string' }>;

/** The points cap of every operator command (the points module's). */
export { POINTS_MAX };

export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T {
  const match = allowed.find((candidate) => candidate === value);
  if (!match) throw new UsageError(`The ${what} must be one of: ${allowed.join(', ')}.`);
  return match;
}

/** YYYY-MM-DD, or a date-time with seconds optional, fractions optional and an offset (Z or ±hh:mm) required. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2})))?$/;

/**
 * A date option, strictly ISO 8601: `new Date()` alone takes "1" as 2001 and rolls 2026-02-31 over to
 * March 3, so an operator's typo would silently set another date. A date without a time is midnight UTC.
 */
export function isoDate(value: string | undefined, flag: string): Date {
  const refuse = () =>
    new UsageError(`${flag} needs an ISO date such as 2026-01-01 or 2026-01-01T09:00:00Z (got "${value ?? ''}").`);
  const match = ISO_DATE.exec(value ?? '');
  if (!match) throw refuse();
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0', offsetHours = '0', offsetMinutes = '0'] = match;
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const realDay =
    calendar.getUTCFullYear() === Number(year) &&
    calendar.getUTCMonth() === Number(month) - 1 &&
    calendar.getUTCDate() === Number(day);
  const realTime =
    Number(hours) < 24 &&
    Number(minutes) < 60 &&
    Number(seconds) < 60 &&
    Number(offsetHours) < 24 &&
    Number(offsetMinutes) < 60;
  const date = new Date(value!.length === 10 ? `${value}T00:00:00Z` : value!);
  if (!realDay || !realTime || Number.isNaN(date.getTime())) throw refuse();
  return date;
}

/**
 * A whole number option, digits only: `Number()` alone takes "1e3", "0x10", " 7 " and "12.0", and
 * lets a number past PostgreSQL's integer reach the database.
 */
export function wholeNumber(
  value: string | undefined,
  flag: string,
  { min = 0, max = 1_000_000_000 }: { min?: number; max?: number } = {},
): number {
  const number = /^\d{1,10}$/.test(value ?? '') ? Number(value) : NaN;
  if (!(number >= min && number <= max)) throw new UsageError(`${flag} must be a whole number from ${min} to ${max}.`);
  return number;
}

/** A number of points an operator gives: 1 to POINTS_MAX. */
export const pointsOption = (value: string | undefined, flag = '--points'): number =>
  wholeNumber(value, flag, { min: 1, max: POINTS_MAX });

/** A yes/no option: only "true" or "false", so a typo ("flase", "no") never means false. */
export function booleanOption(value: string, flag: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new UsageError(`${flag} must be true or false (got "${value}").`);
}

/**
 * A file the operator named, as a path from where they typed the command: `npm run -w` runs the CLI
 * in api/, and sets INIT_CWD to the folder npm was run in.
 */
export const operatorPath = (file: string): string => path.resolve(process.env.INIT_CWD || process.cwd(), file);

/** Reads a file the operator named (see operatorPath); a missing or unreadable one is their mistake. */
export async function readOperatorFile(file: string): Promise<string> {
  const full = operatorPath(file);
  try {
    return await readFile(full, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`No file ${full}.`);
    if (code === 'EISDIR') throw new UsageError(`${full} is a folder, not a file.`);
    if (code === 'EACCES' || code === 'EPERM') throw new UsageError(`${full} cannot be read (permission denied).`);
    throw error;
  }
}

/** Refuses positional values beyond what the command takes: a stray word is a mistake, not ignored. */
export function noExtraPositionals(positionals: string[], count: number, usage: string): void {
  if (positionals.length > count)
    throw new UsageError(`Unexpected "${positionals.slice(count).join(' ')}". Usage: ${usage}`);
}

/** The longest name of who acts that the records keep (the operator log's and the changes' column). */
export const OPERATOR_NAME_MAX = 100;

/** Who acts: --operator (or --agent), else the system user running the command. */
export function operatorName(given: string | undefined, flag = '--operator'): string {
  // An empty name is a slip (an unset shell variable), not a wish to act as the system user.
  if (given !== undefined && !given.trim())
    throw new UsageError(`${flag} needs a name; leave it out to act as ${userInfo().username}.`);
  const name = given?.trim() ?? userInfo().username;
  if (name.length > OPERATOR_NAME_MAX) throw new UsageError(`${flag} takes at most ${OPERATOR_NAME_MAX} characters.`);
  return name;
}

/**
 * A text option, trimmed: required and at most `max` characters, so a pasted page or an empty value is
 * the operator's mistake, said with the limit, rather than a database refusal or a blank the member sees.
 */
export function textOption(value: string | undefined, flag: string, max: number): string {
  const text = value?.trim() ?? '';
  if (!text) throw new UsageError(`${flag} needs a text.`);
  if (text.length > max) throw new UsageError(`${flag} takes at most ${max} characters.`);
  return text;
}

/** As textOption, for an option that may be left out (undefined). */
export const optionalText = (value: string | undefined, flag: string, max: number): string | undefined =>
  value === undefined ? undefined : textOption(value, flag, max);

/** As optionalText, for a text an empty value clears (''): a description, a translation. */
export const clearableText = (value: string | undefined, flag: string, max: number): string | undefined =>
  value?.trim() === '' ? '' : optionalText(value, flag, max);

/** A command's one positional value (a state, a file) and the operator who gives it (`--operator`). */
export function valueAndOperator(args: string[], usage: string): { value: string | undefined; operator: string } {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { operator: { type: 'string' } },
  });
  noExtraPositionals(positionals, 1, usage);
  return { value: positionals[0], operator: operatorName(values.operator) };
}

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs an operator action; a refusal of the service (a DomainError, or one of the given error
 * classes, such as a bad CSV line) is the operator's to fix, so it prints as a usage error.
 */
export async function asUsage<T>(action: () => Promise<T>, ...expected: ErrorClass[]): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof DomainError || expected.some((kind) => error instanceof kind))
      throw new UsageError((error as Error).message);
    throw error;
  }
}

/** A PostgreSQL error (pg or PGlite): a SQLSTATE code and a severity. */
function sqlState(error: unknown): string | undefined {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string' ? code : undefined;
}

const SQL_CLASSES: Record<string, string> = {
  '08': 'the connection failed',
  '22': 'a value is out of range or malformed',
  '23': 'a constraint refused the change',
  '40': 'the transaction was rolled back (try again)',
  '42': 'the schema does not match (run `migrate`)',
  '53': 'the server is out of resources',
  '57': 'the server stopped the statement',
};

/**
 * What the CLI prints for a failed command, and its exit code. The operator's mistakes exit 2 with
 * their message: a UsageError or the domain's operator errors (`operatorErrors`), a parseArgs refusal
 * (unknown option, missing value, unexpected positional), and a DomainError the API would answer with
 * a 4xx (not found, already exists) or "Campaign is not configured." (a wrong CAMPAIGN_SLUG or no seed).
 * A database error exits 1 with its SQLSTATE only: its message may quote the statement or the data;
 * DEBUG=1 adds the message. Anything else exits 1 with its message, as before (a locked PGlite folder,
 * a bad DATABASE_URL), and its stack with DEBUG=1.
 */
export function failureOf(
  error: unknown,
  operatorErrors: ErrorClass[],
  debug: boolean,
): { code: 1 | 2; message: string } {
  if (error instanceof CheckFailed) return { code: 1, message: `Differences from the ledger:\n${error.message}` };
  if (error instanceof UsageError || operatorErrors.some((kind) => error instanceof kind))
    return { code: 2, message: (error as Error).message };
  if (error instanceof DomainError && (error.httpCode < 500 || error.code === 'campaign.notConfigured'))
    return { code: 2, message: error.message };
  const errorCode = (error as { code?: unknown } | undefined)?.code;
  if (typeof errorCode === 'string' && errorCode.startsWith('ERR_PARSE_ARGS_'))
    return { code: 2, message: `${(error as Error).message}\nRun the CLI without a command for the usage.` };
  const state = sqlState(error);
  if (state) {
    const what = SQL_CLASSES[state.slice(0, 2)] ?? 'the database refused the command';
    const detail = debug ? `\n${(error as Error).message}` : '\nSet DEBUG=1 to print the database’s message.';
    return { code: 1, message: `Database error ${state}: ${what}.${detail}` };
  }
  if (error instanceof Error) return { code: 1, message: debug ? (error.stack ?? error.message) : error.message };
  return { code: 1, message: String(error) };
}

/**
 * Control characters but the line break and the tab: C0, DEL and C1 (ESC starts a terminal's commands);
 * and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make a
 * terminal show a line's text in another order than it holds.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A command's report as the operator's terminal may show it: members write ticket subjects, names and
 * messages, and an escape sequence among them would clear the screen, retitle the window or forge
 * output; a right-to-left override would make "refund 10" read as "01 dnufer". Each such character
 * shows as its code point instead ("\u001b", "\u202e").
 */
export const forTerminal = (report: string): string =>
  report.replace(TERMINAL_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
