import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A directive's sources: fixed, or worked out per request (the host name the browser used). */
type Source = string | ((request: IncomingMessage) => string);

/**
 * The security headers `npm start` sends, with @fastify/helmet. deploy/nginx/security-headers-*.conf
 * send the same ones in production; e2e/src/serving.e2e.test.ts reads both servers and compares them.
 */
export interface HeaderPolicyOptions {
  /** Origins the shell loads remote code and manifests from (the remotes of federation.json). */
  remoteOrigins: readonly Source[];
  /**
   * The tag manager's origins (CSP_ANALYTICS_ORIGINS), empty unless an operator turns analytics on
   * for the deployment: the campaign's gtmConfig alone cannot widen the policy.
   */
  analyticsOrigins: readonly string[];
  /**
   * Payment goes through Braintree (the API has BRAINTREE_* credentials), so the payment step shows
   * Braintree's drop-in: BRAINTREE_SOURCES join the policy. Without it the local sandbox needs none.
   */
  braintree: boolean;
}

/**
 * The headers of this policy. Behind the shell's origin the API's own (it sends helmet's when reached
 * directly) are dropped, so one origin answers with one policy, in npm start and in nginx alike.
 */
export const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Features the portal never uses: a compromised script cannot turn them on either. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * A video activity may name a video-hosting id instead of an own file (docs/product/earning.md): the
 * YouTube IFrame API is a script from this origin and the player a frame of it.
 */
export const VIDEO_HOST = 'https://www.youtube.com';

/**
 * What Braintree's drop-in loads (Braintree's CSP guidance for its JavaScript SDK v3): its scripts,
 * stylesheet, images and card-field frames from the asset hosts, its calls to the gateway, analytics
 * and GraphQL hosts of the sandbox and production environments. PayPal's origins are not here: the
 * drop-in is created for cards only. deploy/nginx/shell.conf lists the same behind CSP_PAYMENT_GATEWAY.
 */
export const BRAINTREE_SOURCES = {
  'script-src': ['https://js.braintreegateway.com', 'https://assets.braintreegateway.com'],
  'style-src': ['https://assets.braintreegateway.com'],
  'img-src': ['https://assets.braintreegateway.com'],
  'frame-src': ['https://assets.braintreegateway.com'],
  'connect-src': [
    'https://api.braintreegateway.com',
    'https://api.sandbox.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://client-analytics.sandbox.braintreegateway.com',
    'https://*.braintree-api.com',
  ],
} as const;

/**
 * API answers a page of this origin shows in a frame: the read activity's PDF and the demo external
 * survey (docs/decisions.md, Same-origin framing of two API paths). Only this origin may frame them;
 * every other answer may not be framed at all. deploy/nginx/shell.conf maps the same prefixes.
 */
export const SAME_ORIGIN_FRAME_PATHS = ['/api/s1/activity/media/', '/api/s1/survey/external/'] as const;

export const framableBySelf = (url: string | undefined): boolean =>
  SAME_ORIGIN_FRAME_PATHS.some((prefix) => (url ?? '').startsWith(prefix));

/**
 * The one inline script of the shell's pages: the member's home fills in the member's name and the
 * tier bar's height before its first paint (docs/decisions.md, 75). The policy allows it by its hash,
 * and deploy/nginx/shell.conf names the same hash; the build inlines the file trimmed, as here.
 */
export const MEMBER_HOME_SCRIPT_HASH = `'sha256-${createHash('sha256')
  .update(readFileSync(path.resolve(__dirname, '../../shell/src/features/home/member-home.inline.js'), 'utf8').trim())
  .digest('base64')}'`;

/**
 * The shell's page policy. Scripts: our origin and the remotes' only, and the member home's inline
 * script by its hash (no 'unsafe-inline', no 'unsafe-eval'; the federation runtime loads remote chunks
 * by <script> tag). Styles keep 'unsafe-inline' because styled-components injects <style> elements at
 * run time and a static index.html cannot carry a per-response nonce.
 */
export function shellDirectives({
  remoteOrigins,
  analyticsOrigins,
  braintree,
}: HeaderPolicyOptions): Record<string, Source[]> {
  const payment = (directive: keyof typeof BRAINTREE_SOURCES) => (braintree ? BRAINTREE_SOURCES[directive] : []);
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      MEMBER_HOME_SCRIPT_HASH,
      ...remoteOrigins,
      ...analyticsOrigins,
      VIDEO_HOST,
      ...payment('script-src'),
    ],
    'connect-src': ["'self'", ...remoteOrigins, ...analyticsOrigins, ...payment('connect-src')],
    'style-src': ["'self'", "'unsafe-inline'", ...payment('style-src')],
    'img-src': ["'self'", 'data:', 'blob:', ...remoteOrigins, ...analyticsOrigins, ...payment('img-src')],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-src': ["'self'", VIDEO_HOST, ...payment('frame-src')],
    'frame-ancestors': [(request) => (framableBySelf(request.url) ? "'self'" : "'none'")],
  };
}

/**
 * X-Frame-Options, the older browsers' frame-ancestors, follows the same paths: SAMEORIGIN there, over
 * helmet's DENY (its onRequest hook runs first). Add it before the routes it must cover.
 */
export function sameOriginFraming(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (framableBySelf(request.url)) void reply.header('X-Frame-Options', 'SAMEORIGIN');
  });
}

/** A remote serves code and manifests, never a page: nothing may run or frame in its documents. */
export const REMOTE_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

function helmetOptions(directives: Record<string, Source[]>, crossOrigin: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Remote chunks are read by the shell's origin (<script crossorigin>, fetch of the manifest).
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // HSTS belongs to the TLS terminator in front of nginx, not to a plain-HTTP origin.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

export const shellHelmet = (options: HeaderPolicyOptions) => helmetOptions(shellDirectives(options), false);
export const remoteHelmet = () => helmetOptions(REMOTE_DIRECTIVES, true);
