import { type WithDatabase, dispatch } from './cli/dispatch';
import { loadConfig } from './config';
import { openDatabase } from './db/open';

/** The operator CLI's process (api/README.md, Operator CLI): the configured database, the terminal, the exit code. */
const withConfiguredDatabase: WithDatabase = async (use) => {
  const config = loadConfig();
  // Opening PGlite fails with a clear DataDirLockedError while the API holds the same folder.
  const db = await openDatabase(config);
  try {
    return await use(db, config.campaignSlug);
  } finally {
    await db.close();
  }
};

const terminal = { out: (text: string) => console.log(text), err: (text: string) => console.error(text) };

void dispatch(process.argv.slice(2), withConfiguredDatabase, terminal, Boolean(process.env.DEBUG)).then((code) =>
  process.exit(code),
);
