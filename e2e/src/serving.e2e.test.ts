import { createHash } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { readdirSync, rmSync } from 'node:fs';
import { signAccessToken } from '../../api/src/http/authenticate';
import { TIER_MEMBERS } from '../../api/src/modules/demo-members';
import { REMOTES, SHELL } from '../../scripts/lib/apps';
import { localCertificate } from '../../scripts/lib/certificate';
import { BRAINTREE_SOURCES } from '../../scripts/lib/security-headers';
import { REMOTE_NAMES } from '../../shared/src/federation/remotes';
import { shellFolder, startNginx, type RunningNginx } from './support/nginx';
import { startTestPortal, type E2ePortal } from './support/portal';

/**
 * `npm start` serves like production: the same security headers, compression and caching as the
 * deployment's nginx, and no path a client sends can break it.
 */
const JWT_SECRET = 'serving-e2e-secret-of-at-least-32-bytes';
let portal: E2ePortal;
let shellNginx: RunningNginx;
let remoteNginx: RunningNginx;
let shellRoot: string;
const earn = REMOTES.find((app) => app.remote === 'earn')!;

/** The shell nginx's variables as the compose file sets them, every remote under the shell's origin. */
const shellVars = () => ({
  REMOTE_ORIGINS: '',
  API_UPSTREAM: `http://127.0.0.1:${portal.ports.api}`,
  NGINX_LOCAL_RESOLVERS: '127.0.0.1',
  CSP_ANALYTICS_ORIGINS: '',
  CSP_PAYMENT_GATEWAY: '',
});

beforeAll(async () => {
  portal = await startTestPortal(18480, { env: { JWT_SECRET } });
  const { ports } = portal;
  shellRoot = await shellFolder(portal.url);
  remoteNginx = await startNginx('remote', earn.dist, ports.shell + 51);
  // Every remote is under the shell's own origin (/remotes/<name>/), as in the compose file: no other origin.
  shellNginx = await startNginx(
    'shell',
    shellRoot,
    ports.shell + 50,
    shellVars(),
    // An address: nginx resolves a name in a proxy_pass with variables through its resolver, at run time.
    remoteNginx.url.replace('localhost', '127.0.0.1'),
  );
});

afterAll(async () => {
  await shellNginx?.stop();
  await remoteNginx?.stop();
  await portal?.cleanup();
  if (shellRoot) rmSync(shellRoot, { recursive: true, force: true });
});

const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** A CSP as directive → sorted sources, so spacing and order do not count. */
function cspDirectives(policy: string | null): Record<string, string[]> {
  const entries = (policy ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...sources]) => [name!, sources.sort()] as const);
  return Object.fromEntries(entries);
}

async function securityHeaders(url: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  const headers: Record<string, string | null> = Object.fromEntries(
    SECURITY_HEADERS.map((name) => [name, response.headers.get(name)]),
  );
  return { status: response.status, headers, csp: cspDirectives(headers['content-security-policy'] ?? null) };
}

const remoteUrl = () => `http://localhost:${portal.ports.remotes.earn}`;
/** The earn remote's folder under each shell: npm start's proxy to its server, nginx's to its container. */
const remoteUnderShell = () => [portal.remoteUrl('earn'), `${shellNginx.url}/remotes/earn`];
const hashedChunk = (dist: string) => readdirSync(dist).find((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file))!;

describe('security headers', () => {
  it.each(['/', '/earn-points', '/signup', '/api/health', '/api/s1/activity/media'])(
    'the shell answers %s with the same headers as nginx',
    async (route) => {
      const node = await securityHeaders(portal.url + route);
      expect(node.csp['script-src']).not.toContain("'unsafe-eval'");
      expect(node.csp['script-src']).not.toContain("'unsafe-inline'");
      expect(node.csp['frame-ancestors']).toEqual(["'none'"]);
      expect(node.headers['permissions-policy']).toContain('camera=()');
      // The local sandbox pays without Braintree: none of its origins.
      expect(JSON.stringify(node.csp)).not.toContain('braintree');
      const nginx = await securityHeaders(shellNginx.url + route);
      expect({ ...node.headers, 'content-security-policy': node.csp }).toEqual({
        ...nginx.headers,
        'content-security-policy': nginx.csp,
      });
    },
  );

  it.each([
    '/api/s1/activity/media/responsible-use.pdf',
    '/api/s1/survey/external/00000000-0000-4000-8000-000000000001',
  ])('the shell lets its own pages frame %s, as nginx does', async (route) => {
    const node = await securityHeaders(portal.url + route);
    expect(node.csp['frame-ancestors']).toEqual(["'self'"]);
    expect(node.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(node.csp['script-src']).not.toContain("'unsafe-inline'");
    const nginx = await securityHeaders(shellNginx.url + route);
    expect({ ...node.headers, 'content-security-policy': node.csp }).toEqual({
      ...nginx.headers,
      'content-security-policy': nginx.csp,
    });
  });

  it.each(['remoteEntry.js', 'mf-manifest.json'])(
    'the shell answers a remote’s %s under /remotes/earn/ with its own headers, as nginx does',
    async (file) => {
      const [node, nginx] = await Promise.all(remoteUnderShell().map((base) => securityHeaders(`${base}/${file}`)));
      expect([node!.status, nginx!.status]).toEqual([200, 200]);
      // One origin, one policy: the shell's, not the remote's.
      expect(node!.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(node!.csp['frame-ancestors']).toEqual(["'none'"]);
      expect({ ...node!.headers, 'content-security-policy': node!.csp }).toEqual({
        ...nginx!.headers,
        'content-security-policy': nginx!.csp,
      });
    },
  );

  it.each(['/remoteEntry.js', '/mf-manifest.json'])(
    'a remote answers %s with the same headers as nginx',
    async (file) => {
      const node = await securityHeaders(remoteUrl() + file);
      expect(node.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const nginx = await securityHeaders(remoteNginx.url + file);
      expect({ ...node.headers, 'content-security-policy': node.csp }).toEqual({
        ...nginx.headers,
        'content-security-policy': nginx.csp,
      });
    },
  );
});

describe('with payment by Braintree configured', () => {
  let braintreePortal: E2ePortal;
  let braintreeNginx: RunningNginx;

  beforeAll(async () => {
    // Credentials of the shape Braintree gives; the API only uses them when a member pays.
    braintreePortal = await startTestPortal(18880, {
      skip: [...REMOTE_NAMES],
      env: { BRAINTREE_MERCHANT_ID: 'merchant', BRAINTREE_PUBLIC_KEY: 'public', BRAINTREE_PRIVATE_KEY: 'private' },
    });
    const { ports } = braintreePortal;
    braintreeNginx = await startNginx('shell', SHELL.dist, ports.shell + 50, {
      // Every remote is skipped there (served by someone else): each on its own origin, in npm start's policy too.
      REMOTE_ORIGINS: REMOTES.map(({ remote }) => `http://localhost:${ports.remotes[remote!]}`).join(' '),
      API_UPSTREAM: `http://127.0.0.1:${ports.api}`,
      NGINX_LOCAL_RESOLVERS: '127.0.0.1',
      CSP_ANALYTICS_ORIGINS: '',
      CSP_PAYMENT_GATEWAY: 'braintree',
    });
  });

  afterAll(async () => {
    await braintreeNginx?.stop();
    await braintreePortal?.cleanup();
  });

  it('the shell allows the drop-in’s origins, in npm start as in nginx', async () => {
    const node = await securityHeaders(`${braintreePortal.url}/reward-preview/x`);
    for (const [directive, sources] of Object.entries(BRAINTREE_SOURCES))
      expect(node.csp[directive]).toEqual(expect.arrayContaining([...sources]));
    expect(node.csp['script-src']).not.toContain("'unsafe-eval'");
    const nginx = await securityHeaders(`${braintreeNginx.url}/reward-preview/x`);
    expect(node.csp).toEqual(nginx.csp);
  });
  it('names a remote served by someone else (its dev server) on its own origin, which the policy allows', async () => {
    const federation = (await (await fetch(`${braintreePortal.url}/federation.json`)).json()) as Record<
      string,
      { entry: string }
    >;
    const origin = `http://localhost:${braintreePortal.ports.remotes.earn}`;
    expect(federation.earn!.entry).toBe(`${origin}/mf-manifest.json`);
    expect((await securityHeaders(`${braintreePortal.url}/`)).csp['script-src']).toContain(origin);
  });
});

describe('compression and caching', () => {
  const fetchAs = (url: string, encoding: string) => fetch(url, { headers: { 'accept-encoding': encoding } });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends the pre-compressed file the browser accepts (%s → %s), as nginx does', async (accepted, encoding) => {
    for (const base of [remoteUrl(), remoteNginx.url, ...remoteUnderShell()]) {
      const response = await fetchAs(`${base}/remoteEntry.js`, accepted);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect(await response.text()).toContain('earn');
    }
  });

  it('sends the plain files and pages to a client that accepts no compression, as nginx does', async () => {
    for (const base of [remoteUrl(), remoteNginx.url]) {
      const response = await fetchAs(`${base}/remoteEntry.js`, 'identity');
      expect([base, response.status, response.headers.get('content-encoding')]).toEqual([base, 200, null]);
      expect(await response.text()).toContain('earn');
    }
    for (const base of [portal.url, shellNginx.url]) {
      for (const path of ['/', '/?from=mail', '/earn-points', '/signup']) {
        const response = await fetchAs(`${base}${path}`, 'identity');
        expect([base, path, response.status, response.headers.get('content-encoding')]).toEqual([
          base,
          path,
          200,
          null,
        ]);
        expect(await response.text()).toContain('portal-root');
      }
    }
  });

  it('gzips what is made per request, /federation.json and the API’s answers, as nginx does; short ones go whole', async () => {
    const member = TIER_MEMBERS[0]!;
    const authorization = `Bearer ${signAccessToken(JWT_SECRET, { id: member.id, tier: member.tier })}`;
    const answer = async (url: string, encoding: string) => {
      const response = await fetch(url, { headers: { 'accept-encoding': encoding, authorization } });
      return {
        status: response.status,
        encoding: response.headers.get('content-encoding'),
        body: await response.text(),
      };
    };
    for (const base of [portal.url, shellNginx.url]) {
      const federation = await answer(`${base}/federation.json`, 'br, gzip');
      expect([base, federation.status, federation.encoding]).toEqual([base, 200, 'gzip']);
      expect(JSON.parse(federation.body)).toHaveProperty('earn');
      // The earn list, the first call of /earn-points: several kilobytes of JSON.
      const activities = await answer(`${base}/api/s1/activity?page=0&limit=100`, 'br, gzip');
      expect([base, activities.status, activities.encoding]).toEqual([base, 200, 'gzip']);
      expect(JSON.parse(activities.body).data.content.length).toBeGreaterThan(0);
      const whole = await answer(`${base}/api/s1/activity?page=0&limit=100`, 'identity');
      expect([base, whole.encoding, whole.body]).toEqual([base, null, activities.body]);
      // The balance is a few dozen bytes: under nginx's gzip_min_length.
      const balance = await answer(`${base}/api/s1/points/pointbalance`, 'br, gzip');
      expect([base, balance.status, balance.encoding]).toEqual([base, 200, null]);
    }
  });

  it('caches hashed chunks for a year and makes entry points and manifests revalidate', async () => {
    const chunk = hashedChunk(earn.dist);
    for (const base of [remoteUrl(), remoteNginx.url, ...remoteUnderShell()]) {
      expect((await fetch(`${base}/${chunk}`)).headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      );
      expect((await fetch(`${base}/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${base}/mf-manifest.json`)).headers.get('cache-control')).toBe('no-cache');
    }
    for (const base of [portal.url, shellNginx.url]) {
      expect((await fetch(`${base}/`)).headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${base}/earn-points`)).headers.get('cache-control')).toBe('no-cache');
      const shellChunk = hashedChunk(SHELL.dist);
      expect((await fetch(`${base}/${shellChunk}`)).headers.get('cache-control')).toContain('immutable');
    }
    expect((await fetch(`${portal.url}/federation.json`)).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the page in the browser language', () => {
  /** The page as a browser of that language asks for it, gzip accepted, with the cookie when one is given. */
  const page = async (url: string, acceptLanguage: string, cookie?: string) => {
    const response = await fetch(url, {
      headers: { 'accept-language': acceptLanguage, 'accept-encoding': 'gzip', ...(cookie && { cookie }) },
    });
    return { response, vary: response.headers.get('vary')?.toLowerCase() ?? '', html: await response.text() };
  };
  /** The title and lead the servers wrote into a page's main area (docs/decisions.md, 84 and 92), if any. */
  const staticScreen = (html: string) =>
    /<section class=frame-page data-static-screen><h1>([^<]*)<\/h1><p>([^<]*)<\/p>/.exec(html)?.slice(1);

  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr', 'AVERTISSEMENT'],
    ['es-MX,es;q=0.9', 'es', 'ADVERTENCIA'],
    ['en-GB,fr;q=0.5', 'en', 'WARNING'],
    ['de-DE,fr;q=0.5', 'en', 'WARNING'],
  ])('%s gets the %s frame, from npm start and from nginx alike', async (acceptLanguage, lang, banner) => {
    for (const base of [portal.url, shellNginx.url]) {
      for (const path of ['/', '/earn-points']) {
        const { vary, html } = await page(`${base}${path}`, acceptLanguage);
        expect([base, path, /<html lang="?(\w+)/.exec(html)?.[1]]).toEqual([base, path, lang]);
        expect(html).toMatch(new RegExp(`frame-banner"?>${banner}`));
        expect(vary).toContain('accept-language');
      }
    }
  });

  it.each([
    ['fr-CA,fr;q=0.9', 'Bienvenue', 'Bon retour'],
    ['es-MX,es;q=0.9', 'Bienvenido', '¡Hola de nuevo'],
    ['en-US', 'Welcome to Vapor Rewards', 'Welcome back'],
  ])(
    '%s: `/` holds the visitor’s home, or with the member cookie the member’s; other paths neither',
    async (acceptLanguage, visitorTitle, memberGreeting) => {
      const html = async (url: string, cookie?: string) => {
        const { vary, html: body } = await page(url, acceptLanguage, cookie);
        expect(vary).toContain('cookie');
        return /<section[^>]*data-static-home/.test(body) ? /<h1[^>]*>([^<]*)<\/h1>/.exec(body)?.[1] : null;
      };
      const member = 'theme=dark; portal_member=1';
      for (const base of [portal.url, shellNginx.url]) {
        expect([base, await html(`${base}/`)]).toEqual([base, expect.stringContaining(visitorTitle)]);
        expect([base, await html(`${base}/`, member)]).toEqual([base, expect.stringContaining(memberGreeting)]);
        expect([base, await html(`${base}/login`)]).toEqual([base, null]);
        expect([base, await html(`${base}/earn-points`, member)]).toEqual([base, null]);
      }
    },
  );

  it.each([
    ['fr-CA,fr;q=0.9', 'Créez votre compte', 'Inscrivez-vous'],
    ['es-MX,es;q=0.9', 'Crea tu cuenta', 'Regístrate'],
    ['en-US', 'Create your account', 'Register with'],
  ])(
    '%s: /signup holds the title and lead its remote declares, from npm start and from nginx alike, and a route that declares none gets none',
    async (acceptLanguage, title, lead) => {
      const heading = async (url: string) => {
        const { response, vary, html } = await page(url, acceptLanguage);
        return {
          encoding: response.headers.get('content-encoding'),
          vary,
          cache: response.headers.get('cache-control'),
          section: staticScreen(html),
        };
      };
      for (const base of [portal.url, shellNginx.url]) {
        const signup = await heading(`${base}/signup?refCode=friend`);
        expect([base, signup.section]).toEqual([base, [title, expect.stringContaining(lead)]]);
        expect([base, signup.encoding, signup.cache]).toEqual([base, 'gzip', 'no-cache']);
        expect(signup.vary).toEqual(expect.stringContaining('accept-language'));
        expect(signup.vary).toEqual(expect.stringContaining('cookie'));
        expect([base, (await heading(`${base}/about-us`)).section]).toEqual([base, undefined]);
      }
    },
  );

  it.each([
    ['fr-CA,fr;q=0.9', 'Centre d’aide', 'Vos demandes'],
    ['es-MX,es;q=0.9', 'Centro de ayuda', 'Tus solicitudes'],
    ['en-US', 'Help Desk', 'Your support tickets'],
  ])(
    '%s: a member route’s title and lead go to the member cookie only, in the member frame with its allowed script, from npm start and from nginx alike',
    async (acceptLanguage, title, lead) => {
      const memberPage = async (url: string, cookie?: string) => {
        const { response, vary, html } = await page(url, acceptLanguage, cookie);
        const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
        return {
          vary,
          section: staticScreen(html),
          tierBarSpace: html.includes('<div class=frame-tier-bar data-tier-bar-space></div>'),
          busy: html.includes('<main id=portal-main aria-busy=true>'),
          scriptAllowed:
            script !== undefined &&
            cspDirectives(response.headers.get('content-security-policy'))['script-src']?.includes(
              `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
            ),
        };
      };
      const member = 'theme=dark; portal_member=1';
      for (const base of [portal.url, shellNginx.url]) {
        const helpDesk = await memberPage(`${base}/help-desk`, member);
        expect([base, helpDesk.section]).toEqual([base, [title, expect.stringContaining(lead)]]);
        expect([base, helpDesk.tierBarSpace, helpDesk.scriptAllowed]).toEqual([base, true, true]);
        expect(helpDesk.vary).toEqual(expect.stringContaining('cookie'));
        const visitor = await memberPage(`${base}/help-desk`);
        expect([base, visitor.section, visitor.tierBarSpace]).toEqual([base, undefined, false]);
        // A remote's member route that opens with the member's data (a parameter, no heading) gets the
        // member frame with its main area marked busy, so the ring shows there (docs/decisions.md, 93).
        const ticket = await memberPage(`${base}/help-desk/42`, member);
        expect([base, ticket.section, ticket.tierBarSpace, ticket.busy, ticket.scriptAllowed]).toEqual([
          base,
          undefined,
          true,
          true,
          true,
        ]);
        const visitorTicket = await memberPage(`${base}/help-desk/42`);
        expect([base, visitorTicket.tierBarSpace, visitorTicket.busy]).toEqual([base, false, false]);
        // A member route that is the shell's own, not a remote's, keeps the plain frame, which makes no
        // room for the bar.
        const perks = await memberPage(`${base}/program-perks`, member);
        expect([base, perks.section, perks.tierBarSpace, perks.busy]).toEqual([base, undefined, false, false]);
        // A public route's heading goes to anyone, and to a member in the member frame: the bar shows
        // there too.
        const signup = await memberPage(`${base}/signup`, member);
        expect([base, signup.section?.length, signup.tierBarSpace, signup.scriptAllowed]).toEqual([
          base,
          2,
          true,
          true,
        ]);
      }
    },
  );

  it('names the route’s remote’s manifest in the page, from npm start and from nginx alike, and it answers', async () => {
    /** The addresses the page fetches ahead. */
    const named = async (url: string, cookie?: string) => {
      const { html } = await page(url, 'en-US', cookie);
      return [...html.matchAll(/<link rel=preload as=fetch crossorigin href="([^"]+)">/g)].map(([, href]) => href);
    };
    const member = 'portal_member=1';
    for (const base of [portal.url, shellNginx.url]) {
      const helpDesk = await named(`${base}/help-desk`, member);
      expect([base, helpDesk]).toEqual([base, [expect.stringMatching(/\/remotes\/support\/mf-manifest\.json$/)]]);
      expect([base, await named(`${base}/help-desk/42`, member)]).toEqual([base, helpDesk]);
      expect([base, await named(`${base}/signup`)]).toEqual([
        base,
        [expect.stringMatching(/\/remotes\/auth\/mf-manifest\.json$/)],
      ]);
      // A visitor on a member route is sent to /login: the page stays as built and names nothing.
      expect([base, await named(`${base}/help-desk`)]).toEqual([base, []]);
      const { pathname } = new URL(helpDesk[0]!, base);
      expect([base, (await fetch(`${base}${pathname}`)).status]).toEqual([base, 200]);
    }
  });

  it('allows the member home’s inline script by its hash, from npm start and from nginx alike', async () => {
    for (const base of [portal.url, shellNginx.url]) {
      const response = await fetch(`${base}/`, { headers: { cookie: 'portal_member=1' } });
      const script = /<script>([\s\S]*?)<\/script>/.exec(await response.text())?.[1] ?? '';
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      const csp = cspDirectives(response.headers.get('content-security-policy'));
      expect([base, script]).toEqual([base, expect.stringContaining('data-greeting')]);
      expect([base, csp['script-src']]).toEqual([base, expect.arrayContaining([hash])]);
    }
  });
});

describe('hostile paths', () => {
  const hostile = [
    '/%E0%A4%A',
    '/%',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/../../etc/passwd',
    '/static/..%5c..%5cwindows',
    '/a%00b.js',
    '/remotes/earn/..%2f..%2fpackage.json',
    `/${'a'.repeat(4000)}`,
    `/${'%2e%2e/'.repeat(300)}`,
  ];

  it.each(hostile.map((target) => [target.slice(0, 40), target]))(
    '%s gets 400 or 404 and the server keeps serving',
    async (_label, target) => {
      for (const base of [portal.url, remoteUrl()]) {
        const status = await rawStatus(base, target);
        expect([400, 404]).toContain(status);
      }
      expect((await fetch(`${portal.url}/`)).status).toBe(200);
      expect((await fetch(`${remoteUrl()}/remoteEntry.js`)).status).toBe(200);
    },
  );

  it('a folder’s path gets the page from the shell (the API’s from the API) and a 404 from a remote, as from nginx', async () => {
    const answer = async (base: string, path: string) => {
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
      return [base, path, response.status, response.headers.get('content-type')?.split(';')[0]];
    };
    for (const base of [portal.url, shellNginx.url]) {
      for (const path of ['//', '/assets/', '/earn-points/']) {
        expect(await answer(base, path)).toEqual([base, path, 200, 'text/html']);
      }
      // The API's folders stay the API's.
      expect(await answer(base, '/api/health/')).toEqual([base, '/api/health/', 404, 'application/json']);
    }
    for (const base of [remoteUrl(), remoteNginx.url]) {
      for (const path of ['/', '//', '/missing/']) {
        expect(await answer(base, path)).toEqual([base, path, 404, expect.any(String)]);
      }
    }
  });

  it('a missing script is a 404, never the page', async () => {
    const response = await fetch(`${portal.url}/missing.0123abcd.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/html');
  });
});

describe('over HTTPS', () => {
  let tlsPortal: E2ePortal;
  let certificate: string;

  beforeAll(async () => {
    const tls = await localCertificate();
    certificate = tls.cert;
    tlsPortal = await startTestPortal(18980, { tls });
  });

  afterAll(async () => {
    await tlsPortal?.cleanup();
  });

  /** One GET over an HTTP/2 session: its status, the headers that say how it was sent, its body. */
  const get = (session: http2.ClientHttp2Session, path: string, encoding: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const request = session.request({ ':path': path, 'accept-encoding': encoding });
      let headers: http2.IncomingHttpHeaders = {};
      let body = '';
      request.on('response', (received) => (headers = received));
      request.setEncoding('latin1');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
      request.on('error', reject);
    });

  it('serves the page, a remote under /remotes/ and the API over HTTP/2, as over HTTP/1.1', async () => {
    const session = http2.connect(tlsPortal.url, { ca: certificate });
    try {
      for (const path of ['/', '/earn-points', '/remotes/earn/remoteEntry.js', '/api/health']) {
        const h2 = await get(session, path, 'br, gzip');
        const h1 = await fetch(`${portal.url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
        const sent = (header: (name: string) => unknown) =>
          ['content-encoding', 'cache-control', 'content-type', ...SECURITY_HEADERS].map((name) => [
            name,
            header(name) ?? null,
          ]);
        expect([path, h2.status, sent((name) => h2.headers[name])]).toEqual([
          path,
          200,
          sent((name) => h1.headers.get(name)),
        ]);
      }
      // The remotes are named under its own HTTPS origin.
      const federation = JSON.parse((await get(session, '/federation.json', 'identity')).body) as Record<
        string,
        { entry: string }
      >;
      expect(Object.values(federation).map(({ entry }) => entry)).toEqual(
        REMOTE_NAMES.map((name) => `${tlsPortal.url}/remotes/${name}/mf-manifest.json`),
      );
    } finally {
      session.close();
    }
  });
});

describe('cookies', () => {
  it('sends a remote’s container none of the member’s cookies, the page credential included', async () => {
    const cookies: (string | undefined)[] = [];
    const container = http.createServer((request, response) => {
      cookies.push(request.headers.cookie);
      response.end('ok');
    });
    await new Promise<void>((resolve) => container.listen(0, '127.0.0.1', resolve));
    const { port } = container.address() as net.AddressInfo;
    const nginx = await startNginx(
      'shell',
      shellRoot,
      portal.ports.shell + 52,
      shellVars(),
      `http://127.0.0.1:${port}`,
    );
    try {
      const response = await fetch(`${nginx.url}/remotes/earn/remoteEntry.js`, {
        headers: { cookie: 'portal_member=1; portal_page=credential' },
      });
      expect([response.status, await response.text()]).toEqual([200, 'ok']);
      expect(cookies).toEqual([undefined]);
    } finally {
      await nginx.stop();
      container.close();
    }
  });
});

describe('binding', () => {
  it('listens on localhost only unless PORTAL_HOST says otherwise', async () => {
    // Every 127.x address reaches this machine, but only a server bound to all interfaces answers on 127.0.0.2.
    await expect(fetch(`http://127.0.0.2:${portal.ports.shell}/`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.2:${portal.ports.remotes.earn}/remoteEntry.js`)).rejects.toThrow();
    expect((await fetch(`http://127.0.0.1:${portal.ports.shell}/`)).status).toBe(200);
  });
});

/** fetch() normalises dot segments away; a raw request sends the path exactly as an attacker would. */
async function rawStatus(base: string, target: string): Promise<number> {
  const { hostname, port } = new URL(base);

  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}
