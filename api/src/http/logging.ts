import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

/** Where log lines go; tests pass a stream that collects them. */
export interface LogStream {
  write(line: string): void;
}

const SECRET_FIELDS = ['password', 'token', 'refreshToken', 'accessToken', 'otp'];

// Paths pino censors in any logged object: headers of a serialised request, secret fields of a
// logged body at the top level and one level down (body.password, user.password, ...).
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

export function loggerOptions(level: LogLevel, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}

// Some calls carry one-time secrets in the query string (?token= on reset-password links).
const SECRET_QUERY_PARAM = new RegExp(`([?&](?:${SECRET_FIELDS.join('|')})=)[^&#]*`, 'gi');

/**
 * The URL with its secrets censored: a secret's query value (?token=), and a path segment that a route
 * names as a secret (`/s1/contestx/spin/:token`: a link's token works for anyone who holds it).
 */
export function redactUrl(url: string, params: unknown = {}): string {
  const secrets = Object.entries(params ?? {})
    .filter(([name, value]) => SECRET_FIELDS.includes(name) && typeof value === 'string' && value !== '')
    .map(([, value]) => value);
  const queryAt = url.includes('?') ? url.indexOf('?') : url.length;
  const path = url
    .slice(0, queryAt)
    .split('/')
    .map((segment) => (secrets.includes(safeDecode(segment)) ? '[redacted]' : segment))
    .join('/');
  return (path + url.slice(queryAt)).replace(SECRET_QUERY_PARAM, '$1[redacted]');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * One line per request, written when the answer has gone out, instead of Fastify's two lines
 * ("incoming request" and "request completed") that log the raw URL.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url, request.params),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
