import shellPage from '../../deploy/nginx/shell-page.js';

/** The page composer both servers run (nginx through njs, npm start by import): docs/decisions.md, 84 and 92. */
const PAGE = '<main id=portal-main><div id=portal-pages></div></main>';
const signup = (heading: unknown, access = 'public') => ({
  auth: {
    entry: 'http://localhost:8081/mf-manifest.json',
    routes: [
      { path: '/login', access: 'public', layout: true },
      { path: '/signup', access, layout: true, heading },
    ],
  },
});
const HEADING = {
  en: { title: 'Create your account', lead: 'Register with your store e-mail.' },
  fr: { title: 'Créez votre compte' },
};

/** The page as a server sends it: with the heading headingFor finds, else as built. */
const compose = (federation: unknown, pathname: string, language: string, member = false) => {
  const heading = shellPage.headingFor(federation, pathname, language, member);
  return heading ? shellPage.composePage(PAGE, heading) : PAGE;
};

describe('the shell’s page for a route', () => {
  it('holds the title and lead the route’s remote declares, in the page’s language', () => {
    expect(compose(signup(HEADING), '/signup', 'en')).toBe(
      '<main id=portal-main><div id=portal-pages><section class=frame-page data-static-screen>' +
        '<h1>Create your account</h1><p>Register with your store e-mail.</p></section></div></main>',
    );
    expect(compose(signup(HEADING), '/signup', 'fr')).toContain(
      '<section class=frame-page data-static-screen><h1>Créez votre compte</h1></section>',
    );
  });

  it('stays as built for another path, a language without words, a member route without the cookie or no federation', () => {
    expect(compose(signup(HEADING), '/login', 'en')).toBe(PAGE);
    expect(compose(signup(HEADING), '/signup/', 'en')).toBe(PAGE);
    expect(compose(signup(HEADING), '/signup', 'es')).toBe(PAGE);
    expect(compose(signup(HEADING, 'member'), '/signup', 'en')).toBe(PAGE);
    expect(compose(signup(HEADING, 'admin'), '/signup', 'en', true)).toBe(PAGE);
    expect(compose(null, '/signup', 'en')).toBe(PAGE);
    expect(compose({ auth: { routes: 'none' } }, '/signup', 'en')).toBe(PAGE);
    expect(compose(signup({ en: { title: 42 } }), '/signup', 'en')).toBe(PAGE);
  });

  it('gives a member route’s heading to a member only, a public one to anyone, in the member frame’s page for a member', () => {
    const found = (memberFrame: boolean) => ({ ...HEADING.en, memberFrame, banner: false });
    expect(shellPage.headingFor(signup(HEADING, 'member'), '/signup', 'en', true)).toEqual(found(true));
    expect(shellPage.headingFor(signup(HEADING), '/signup', 'en', true)).toEqual(found(true));
    expect(shellPage.headingFor(signup(HEADING), '/signup', 'en', false)).toEqual(found(false));
  });

  it('sets a heading in the brand’s banner where the route asks for that look', () => {
    const federation = signup(HEADING);
    Object.assign(federation.auth.routes[1]!, { headingLook: 'banner' });
    expect(compose(federation, '/signup', 'en')).toBe(
      '<main id=portal-main><div id=portal-pages><section class=frame-page data-static-screen><div class=frame-page-banner>' +
        '<h1>Create your account</h1><p>Register with your store e-mail.</p></div></section></div></main>',
    );
  });

  it('writes the words as text: markup, quotes and replacement patterns stay inert', () => {
    const hostile = { en: { title: '<script>alert(1)</script> & "$&"', lead: "<img src=x onerror='x()'> $1" } };
    expect(compose(signup(hostile, 'member'), '/signup', 'en', true)).toContain(
      '<h1>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;$&amp;&quot;</h1>' +
        '<p>&lt;img src=x onerror=&#39;x()&#39;&gt; $1</p>',
    );
  });
});

describe('the shell’s page for a member route that opens with the member’s data', () => {
  const federation = {
    support: {
      routes: [
        { path: '/help-desk', access: 'member', layout: true, heading: { en: { title: 'Help Desk' } } },
        { path: '/help-desk/:id', access: 'member', layout: true },
      ],
    },
    rewards: { routes: [{ path: '/reward-preview/*', access: 'member', layout: true }] },
    contest: { routes: [{ path: '/contestx/:id', access: 'public', layout: false }] },
  };

  it('is the member frame’s, marked busy, for a member on a route with a parameter', () => {
    expect(shellPage.awaitsMemberData(federation, '/help-desk/42', true)).toBe(true);
    expect(shellPage.awaitsMemberData(federation, '/reward-preview/7', true)).toBe(true);
    expect(shellPage.awaitsMemberData(federation, '/reward-preview/7/address', true)).toBe(true);
    expect(shellPage.markPageComing(PAGE)).toBe(
      '<main id=portal-main aria-busy=true><div id=portal-pages></div></main>',
    );
  });

  it('is not for a visitor, a public or frameless route, a path the pattern does not take, or no federation', () => {
    expect(shellPage.awaitsMemberData(federation, '/help-desk/42', false)).toBe(false);
    expect(shellPage.awaitsMemberData(federation, '/contestx/9', true)).toBe(false);
    expect(shellPage.awaitsMemberData(federation, '/help-desk/', true)).toBe(false);
    expect(shellPage.awaitsMemberData(federation, '/help-desk/42/more', true)).toBe(false);
    expect(shellPage.awaitsMemberData(federation, '/help-desks/42', true)).toBe(false);
    expect(shellPage.awaitsMemberData(federation, '/notifications', true)).toBe(false);
    expect(shellPage.awaitsMemberData(null, '/help-desk/42', true)).toBe(false);
    expect(
      shellPage.awaitsMemberData({ support: { routes: [{ path: 7, access: 'member', layout: true }] } }, '/x', true),
    ).toBe(false);
  });
});

describe('the shell’s page naming its route’s remote', () => {
  const HEAD = '<head><link rel=icon href=/favicon.svg><script defer src=/main.js></script></head><body>';
  const federation = {
    auth: { entry: 'https://portal.example/remotes/auth/mf-manifest.json', routes: [{ path: '/login' }] },
    support: {
      entry: '/remotes/support/mf-manifest.json',
      routes: [{ path: '/help-desk' }, { path: '/help-desk/:id' }],
    },
  };

  it('asks for the remote’s manifest, as the shell fetches it, after the shell’s own files', () => {
    expect(shellPage.withRemoteManifest(HEAD, federation, '/help-desk/42')).toBe(
      '<head><link rel=icon href=/favicon.svg><script defer src=/main.js></script>' +
        '<link rel=preload as=fetch crossorigin href="/remotes/support/mf-manifest.json"></head><body>',
    );
    expect(shellPage.withRemoteManifest(HEAD, federation, '/login')).toContain(
      '<link rel=preload as=fetch crossorigin href="https://portal.example/remotes/auth/mf-manifest.json"></head>',
    );
  });

  it('leaves the page alone for a path no remote declares, a remote without an address, or a page without a head', () => {
    expect(shellPage.withRemoteManifest(HEAD, federation, '/program-perks')).toBe(HEAD);
    expect(shellPage.withRemoteManifest(HEAD, federation, '/help-desk/42/more')).toBe(HEAD);
    const noAddress = { support: { entry: 7, routes: [{ path: '/help-desk' }] } };
    expect(shellPage.withRemoteManifest(HEAD, noAddress, '/help-desk')).toBe(HEAD);
    expect(shellPage.withRemoteManifest(HEAD, null, '/help-desk')).toBe(HEAD);
    expect(shellPage.withRemoteManifest('<body>', federation, '/help-desk')).toBe('<body>');
  });

  it('writes the address as attribute text', () => {
    const hostile = { x: { entry: '/r/"><script>alert(1)</script>/mf-manifest.json', routes: [{ path: '/x' }] } };
    const page = shellPage.withRemoteManifest(HEAD, hostile, '/x');
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('href="/r/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;/mf-manifest.json"');
  });
});
