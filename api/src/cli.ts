import { activityCommands } from './cli/activity';
import { campaignCommands } from './cli/campaign';
import { type Command, failureOf, forTerminal } from './cli/command';
import { contestCommands } from './cli/contest';
import { memberCommands } from './cli/members';
import { pointsCommands } from './cli/points';
import { purchaseProofCommands } from './cli/purchase-proof';
import { rewardCommands } from './cli/rewards';
import { supportCommands } from './cli/support';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { ActivityTextError } from './modules/activity';
import { QuizTextError } from './modules/earning';
import { MemberStatusError } from './modules/identity';
import { CodeImportError } from './modules/package-code';
import { AlreadyCreditedError, ReversalRefusedError } from './modules/points';
import { OperatorError } from './modules/rewards';
import { CsvError } from './modules/store-customer';
import { SupportOperatorError } from './modules/support';

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

async function run(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  // Asked for, the usage is the answer (exit 0); without a command or with a wrong one, a mistake.
  if (name && HELP.includes(name)) {
    console.log(USAGE);
    return 0;
  }
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command "${name}".\n\n${USAGE}` : USAGE);
    return 2;
  }
  const config = loadConfig();
  // Opening PGlite fails with a clear DataDirLockedError while the API holds the same folder.
  const db = await openDatabase(config);
  try {
    // Every command first applies pending migrations, as the API does at start: on a fresh or older
    // database a command would otherwise fail on a missing table or column. Migrations are idempotent
    // and serialised (an advisory lock on PostgreSQL), so this is safe beside running replicas.
    // `migrate` itself reports what it applied.
    if (name !== 'migrate') await migrate(db);
    console.log(forTerminal(await command(db, args, config.campaignSlug)));
    return 0;
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const { code, message } = failureOf(error, OPERATOR_ERRORS, Boolean(process.env.DEBUG));
    console.error(forTerminal(message));
    process.exit(code);
  },
);
