import { activityCommands } from './cli/activity';
import { campaignCommands } from './cli/campaign';
import { CheckFailed, type Command, UsageError } from './cli/command';
import { contestCommands } from './cli/contest';
import { memberCommands } from './cli/members';
import { purchaseProofCommands } from './cli/purchase-proof';
import { rewardCommands } from './cli/rewards';
import { supportCommands } from './cli/support';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { OperatorError } from './modules/rewards';

/** Each domain brings its own commands (api/src/cli/<domain>.ts); this file only dispatches. */
const GROUPS = [
  campaignCommands,
  activityCommands,
  memberCommands,
  purchaseProofCommands,
  rewardCommands,
  contestCommands,
  supportCommands,
];

const USAGE = `Usage: npm run cli -w @portal/api -- <command>
${GROUPS.map((group) => group.usage).join('')}

Acts on the campaign named by CAMPAIGN_SLUG (default demo), in DATABASE_URL or else DATA_DIR.`;

const COMMANDS: Record<string, Command> = Object.assign({}, ...GROUPS.map((group) => group.commands));

async function run(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command "${name}".\n\n${USAGE}` : USAGE);
    return 2;
  }
  const config = loadConfig();
  // Opening PGlite fails with a clear DataDirLockedError while the API holds the same folder.
  const db = await openDatabase(config);
  try {
    console.log(await command(db, args, config.campaignSlug));
    return 0;
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof OperatorError) {
      console.error(error.message);
      process.exit(2);
    }
    if (error instanceof CheckFailed) {
      console.error(`Differences from the ledger:\n${error.message}`);
      process.exit(1);
    }
    // Locked folder, bad DATABASE_URL, SQL error: the message is what the operator needs.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
