import { parseArgs } from 'node:util';
import { userInfo } from 'node:os';
import type { Db } from '../db/db';
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

export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T {
  const match = allowed.find((candidate) => candidate === value);
  if (!match) throw new UsageError(`The ${what} must be one of: ${allowed.join(', ')}.`);
  return match;
}

export function isoDate(value: string | undefined, flag: string): Date {
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime()))
    throw new UsageError(`${flag} needs an ISO date, e.g. 2026-01-01T00:00:00Z.`);
  return date;
}

export function wholeNumber(value: string, flag: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new UsageError(`${flag} must be a whole number.`);
  return number;
}

/** Who acts: --operator (or --agent), else the system user running the command. */
export const operatorName = (given: string | undefined): string => given?.trim() || userInfo().username;

/** A command's one positional value (a state, a file) and the operator who gives it (`--operator`). */
export function valueAndOperator(args: string[]): { value: string | undefined; operator: string } {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { operator: { type: 'string' } },
  });
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
