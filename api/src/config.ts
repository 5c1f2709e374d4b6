import { randomBytes } from 'node:crypto';
import path from 'node:path';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the API runs on embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data folder; `memory://` keeps the database in memory (lost on exit). */
  dataDir: string;
  logLevel: LogLevel;
  /** One campaign per deployment: the slug of the row this API serves. */
  campaignSlug: string;
  /**
   * Signs access tokens. Unset: a random secret per process — access tokens are short-lived and
   * refresh tokens live in the database, so a restart costs members one silent refresh. Several API
   * replicas must share one JWT_SECRET.
   */
  jwtSecret: string;
  /**
   * The proxies whose X-Forwarded-For is believed (Fastify trustProxy): TRUST_PROXY, by default the
   * loopback and private networks where the portal's own proxy runs (npm start, nginx in compose).
   * The client address is the right-most one no trusted proxy added, so a client cannot choose it.
   */
  trustProxy: string;
  /** Rate-limit counters in this Redis (REDIS_URL) so every replica counts together; memory when unset. */
  redisUrl: string | undefined;
  /** Prefix of the rate-limit keys in Redis (RATE_LIMIT_PREFIX), for deployments sharing one Redis. */
  rateLimitPrefix: string;
  /** The OpenAPI document and UI at /api/docs: API_DOCS, on by default except with NODE_ENV=production. */
  apiDocs: boolean;
}

// src/ and dist/ sit at the same depth, so this resolves to the repository root from both.
const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const MEMORY_DATA_DIR = 'memory://';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  assertMailDelivery(env);
  return {
    port: parsePort(env.PORT ?? '8090'),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolveDataDir(env.DATA_DIR),
    logLevel: parseLogLevel(env.LOG_LEVEL ?? 'info'),
    campaignSlug: env.CAMPAIGN_SLUG || 'demo',
    jwtSecret: env.JWT_SECRET ? checkJwtSecret(env.JWT_SECRET) : randomBytes(32).toString('hex'),
    trustProxy: env.TRUST_PROXY || 'loopback, uniquelocal',
    redisUrl: env.REDIS_URL || undefined,
    rateLimitPrefix: env.RATE_LIMIT_PREFIX || 'portal-rate-limit:',
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
  };
}

// Without SMTP no confirmation, sign-in code or reset link reaches a member: refuse rather than run mute.
function assertMailDelivery(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    throw new Error('SMTP_URL must be set when NODE_ENV=production: without it no mail reaches members.');
  }
}

/** HS256 keys shorter than the hash (32 bytes) can be brute-forced offline from one token. */
export const MIN_JWT_SECRET_BYTES = 32;

function checkJwtSecret(secret: string): string {
  if (Buffer.byteLength(secret) < MIN_JWT_SECRET_BYTES) {
    throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes, e.g. $(openssl rand -hex 32).`);
  }
  return secret;
}

function resolveDataDir(value: string | undefined): string {
  if (!value) return path.join(REPO_ROOT, '.data', 'pglite');
  return value === MEMORY_DATA_DIR ? value : path.resolve(value);
}

// Fail at start-up with a readable message rather than listening on a surprising port.
function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}".`);
  }
  return port;
}

function parseLogLevel(value: string): LogLevel {
  const level = LOG_LEVELS.find((candidate) => candidate === value);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}".`);
  return level;
}
