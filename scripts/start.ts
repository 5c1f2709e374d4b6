import { readFileSync } from 'node:fs';
import { buildStale } from './lib/build';
import { startPortal } from './lib/portal';
import { REMOTE_NAMES, type RemoteName } from '../shared/src/federation/remotes';

/** `npm start [-- --skip earn,rewards]`: builds what is stale, then runs the whole portal. */
function skippedRemotes(argv: string[]): RemoteName[] {
  const index = argv.indexOf('--skip');
  const names = index >= 0 ? (argv[index + 1] ?? '').split(',') : [];
  return names.filter((name): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name));
}

/**
 * The shell's certificate and key when PORTAL_TLS_CERT and PORTAL_TLS_KEY name their PEM files: it then
 * answers over HTTPS with HTTP/2, as production's TLS terminator does (docs/decisions.md, 101).
 */
function tlsFromEnvironment() {
  const { PORTAL_TLS_CERT: cert, PORTAL_TLS_KEY: key } = process.env;
  if (!cert && !key) return undefined;
  if (!cert || !key) throw new Error('PORTAL_TLS_CERT and PORTAL_TLS_KEY go together: name both PEM files, or neither');
  return { cert: readFileSync(cert, 'utf8'), key: readFileSync(key, 'utf8') };
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
    tls: tlsFromEnvironment(),
    skip,
  });
  const { ports } = portal;
  console.log(`
  Vapor Rewards portal: ${portal.url}

  API ${portal.url}/api (docs at /api/docs); each remote under ${portal.url}/remotes/<name>/, from its own server on :${Object.values(ports.remotes).join(', :')}
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
