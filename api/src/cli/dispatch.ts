import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { ActivityTextError } from '../modules/activity';
import { QuizTextError } from '../modules/earning';
import { MemberStatusError } from '../modules/identity';
import { CodeImportError } from '../modules/package-code';
import { AlreadyCreditedError, ReversalRefusedError } from '../modules/points';
import { OperatorError } from '../modules/rewards';
import { CsvError } from '../modules/store-customer';
import { SupportOperatorError } from '../modules/support';
import { activityCommands } from './activity';
import { campaignCommands } from './campaign';
import { type Command, failureOf, forTerminal } from './command';
import { contestCommands } from './contest';
import { memberCommands } from './members';
import { pointsCommands } from './points';
import { purchaseProofCommands } from './purchase-proof';
import { rewardCommands } from './rewards';
import { supportCommands } from './support';

/** Each domain brings its own commands (api/src/cli/<domain>.ts); this file only dispatches. */
const GROUPS = [
  campaignCommands,
  activityCommands,
  memberCommands,
  pointsCommands,
  purchaseProofCommands,
  rewardCommands,
  contestCommands,
  supportCommands,
];

const USAGE = `Usage: npm run cli -w @portal/api -- <command>
${GROUPS.map((group) => group.usage).join('')}

Works in DATABASE_URL, else DATA_DIR. The campaign, activity, quiz, code, receipt, reward and contest
commands act on the campaign named by CAMPAIGN_SLUG (default demo); the member, points, notify,
orders and support commands act on members, orders and tickets whatever their campaign.
File paths are read from the folder the command was typed in. Mistakes exit 2.`;

const HELP = ['--help', '-h', 'help'];

const COMMANDS: Record<string, Command> = Object.assign({}, ...GROUPS.map((group) => group.commands));

/** The modules' own "the operator asked for something wrong" errors: printed as they are, exit 2. */
const OPERATOR_ERRORS = [
  OperatorError,
  CodeImportError,
  CsvError,
  MemberStatusError,
  AlreadyCreditedError,
  ReversalRefusedError,
  ActivityTextError,
  QuizTextError,
  SupportOperatorError,
];

/**
 * Lends a command its database and campaign slug: the CLI opens the configured database and closes it
 * after the command; a test lends the database it already holds.
 */
export type WithDatabase = <T>(use: (db: Db, slug: string) => Promise<T>) => Promise<T>;

/** Where the CLI prints: the answer, and mistakes and failures. */
export interface Terminal {
  out(text: string): void;
  err(text: string): void;
}

/**
 * One command line, from its words to its exit code: the usage when asked (0), a mistake's message (2), a
 * failure's (1), else what the command answered (0). Nothing escapes it, so a caller only exits.
 */
export async function dispatch(
  argv: readonly string[],
  withDatabase: WithDatabase,
  terminal: Terminal,
  debug = false,
): Promise<number> {
  const [name, ...args] = argv;
  // Asked for, the usage is the answer (exit 0); without a command or with a wrong one, a mistake.
  if (name && HELP.includes(name)) {
    terminal.out(USAGE);
    return 0;
  }
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    terminal.err(name ? `Unknown command "${name}".\n\n${USAGE}` : USAGE);
    return 2;
  }
  try {
    const answer = await withDatabase(async (db, slug) => {
      // Every command first applies pending migrations, as the API does at start: on a fresh or older
      // database a command would otherwise fail on a missing table or column. Migrations are idempotent
      // and serialised (an advisory lock on PostgreSQL), so this is safe beside running replicas.
      // `migrate` itself reports what it applied.
      if (name !== 'migrate') await migrate(db);
      return command(db, args, slug);
    });
    terminal.out(forTerminal(answer));
    return 0;
  } catch (error) {
    const { code, message } = failureOf(error, OPERATOR_ERRORS, debug);
    terminal.err(forTerminal(message));
    return code;
  }
}
