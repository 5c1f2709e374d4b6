import shellPage from '../../deploy/nginx/shell-page.js';

/** The page composer both servers run (nginx through njs, npm start by import): docs/decisions.md, 84. */
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

describe('the shell’s page for a route', () => {
  it('holds the title and lead the route’s remote declares, in the page’s language', () => {
    expect(shellPage.composePage(PAGE, signup(HEADING), '/signup', 'en')).toBe(
      '<main id=portal-main><div id=portal-pages><section class=frame-page data-static-screen>' +
        '<h1>Create your account</h1><p>Register with your store e-mail.</p></section></div></main>',
    );
    expect(shellPage.composePage(PAGE, signup(HEADING), '/signup', 'fr')).toContain(
      '<section class=frame-page data-static-screen><h1>Créez votre compte</h1></section>',
    );
  });

  it('stays as built for another path, a language without words, a member-only route or no federation', () => {
    expect(shellPage.composePage(PAGE, signup(HEADING), '/login', 'en')).toBe(PAGE);
    expect(shellPage.composePage(PAGE, signup(HEADING), '/signup/', 'en')).toBe(PAGE);
    expect(shellPage.composePage(PAGE, signup(HEADING), '/signup', 'es')).toBe(PAGE);
    expect(shellPage.composePage(PAGE, signup(HEADING, 'member'), '/signup', 'en')).toBe(PAGE);
    expect(shellPage.composePage(PAGE, null, '/signup', 'en')).toBe(PAGE);
    expect(shellPage.composePage(PAGE, { auth: { routes: 'none' } }, '/signup', 'en')).toBe(PAGE);
    expect(shellPage.composePage(PAGE, signup({ en: { title: 42 } }), '/signup', 'en')).toBe(PAGE);
  });

  it('writes the words as text: markup, quotes and replacement patterns stay inert', () => {
    const hostile = { en: { title: '<script>alert(1)</script> & "$&"', lead: "<img src=x onerror='x()'> $1" } };
    expect(shellPage.composePage(PAGE, signup(hostile), '/signup', 'en')).toContain(
      '<h1>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;$&amp;&quot;</h1>' +
        '<p>&lt;img src=x onerror=&#39;x()&#39;&gt; $1</p>',
    );
  });
});
