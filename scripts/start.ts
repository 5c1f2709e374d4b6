import { buildStale } from './lib/build';
import { startPortal } from './lib/portal';
import { REMOTE_NAMES, type RemoteName } from '../shared/src/federation/remotes';

/** `npm start [-- --skip earn,rewards]`: builds what is stale, then runs the whole portal. */
function skippedRemotes(argv: string[]): RemoteName[] {
  const index = argv.indexOf('--skip');
  const names = index >= 0 ? (argv[index + 1] ?? '').split(',') : [];
  return names.filter((name): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name));
}

async function main(): Promise<void> {
  console.log('Building what changed since the last build…');
  const built = await buildStale();
  if (built.length === 0) console.log('  everything is up to date');

  const skip = skippedRemotes(process.argv.slice(2));
  const portal = await startPortal({
    portBase: Number(process.env.PORTAL_PORT ?? 8080),
    host: process.env.PORTAL_HOST ?? '127.0.0.1',
    analyticsOrigins: (process.env.CSP_ANALYTICS_ORIGINS ?? '').split(/\s+/).filter(Boolean),
    databaseUrl: process.env.DATABASE_URL,
    skip,
  });
  const { ports } = portal;
  console.log(`
  Vapor Rewards portal: ${portal.url}

  API ${`http://localhost:${ports.shell}/api`} (docs at /api/docs), remotes on :${Object.values(ports.remotes).join(', :')}
  ${skip.length ? `Not served here (run their dev servers): ${skip.join(', ')}\n  ` : ''}Demo member: demo@vapor-rewards.example / Demo#2026
  Press Ctrl-C to stop.
`);
  const shutdown = async () => {
    await portal.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
