import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seedDemo } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const app = buildApp({ db, config });

  // Close Fastify first (stop taking requests, finish those in flight), then the database:
  // PGlite must be closed cleanly or its folder can be left damaged.
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  try {
    const applied = await migrate(db);
    app.log.info({ database: db.kind, applied }, applied.length ? 'migrations applied' : 'schema up to date');
    const seeded = await seedDemo(db);
    if (seeded.length) app.log.info({ seeded }, 'demo data created');
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info({ address, docs: `${address}/api/docs` }, 'API listening');
  } catch (error) {
    app.log.fatal({ err: error }, 'API failed to start');
    await app.close();
    await db.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  // Only reached when config or the database cannot be opened, before there is a logger.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
