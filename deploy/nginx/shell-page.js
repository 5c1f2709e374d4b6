// The shell's page for a client-side route, with the title and lead the route's remote declares written
// into its main area, so the first paint holds them (docs/decisions.md, 84 and 92). One file for both servers:
// nginx runs `serve` with njs (deploy/nginx/shell.conf), `npm start` calls `composePage`
// (scripts/lib/static-server.ts). Debian bookworm's njs is 0.7: no destructuring, spread or optional
// chaining in this file.
import fs from 'fs';

/** Where the main area's pages begin in the built (minified) page. */
const PAGES_AREA = '<div id=portal-pages>';
/** The route's remote's manifest is named after the shell's own files: the shell's entry stays the first asked for. */
const HEAD_END = '</head>';
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);

const isText = (value) => typeof value === 'string' && value !== '';

/**
 * Every route the remotes declare in /federation.json, in their order; nothing from a malformed file.
 * @param {unknown} federation
 * @returns {any[]}
 */
function declaredRoutes(federation) {
  const remotes = federation && typeof federation === 'object' ? Object.values(federation) : [];
  const routes = [];
  for (let i = 0; i < remotes.length; i += 1) {
    const declared = remotes[i] && Array.isArray(remotes[i].routes) ? remotes[i].routes : [];
    for (let j = 0; j < declared.length; j += 1) if (declared[j]) routes.push(declared[j]);
  }
  return routes;
}

/**
 * The heading a remote declares in /federation.json for exactly this path, in the language, where the
 * page may show it: a public route's to anyone (docs/decisions.md, 84), a member route's only to a browser
 * with the member cookie (92). With the cookie the page is the member frame's (`memberFrame`), whatever the
 * route: the member's tier bar shows above every page with the layout, a public one too. `banner` when the
 * route sets it in the brand's banner (its headingLook, 92).
 * @param {unknown} federation
 * @param {string} pathname
 * @param {string} language
 * @param {boolean} member whether the request carries the member cookie
 * @returns {{ title: string, lead?: string, memberFrame: boolean, banner: boolean } | null}
 */
function headingFor(federation, pathname, language, member) {
  const routes = declaredRoutes(federation);
  for (let i = 0; i < routes.length; i += 1) {
    const route = routes[i];
    const shown = route.access === 'public' || (route.access === 'member' && member);
    const heading = shown && route.path === pathname && route.heading && route.heading[language];
    if (heading && isText(heading.title)) {
      return {
        title: heading.title,
        lead: heading.lead,
        memberFrame: member,
        banner: route.headingLook === 'banner',
      };
    }
  }
  return null;
}

/**
 * Whether a route's pattern, as the shell matches it (react-router's matchPath, end: true), takes the path:
 * `:name` is one segment, a final `*` the rest.
 * @param {string} pattern
 * @param {string} pathname
 */
function patternTakes(pattern, pathname) {
  const wanted = pattern.split('/');
  const given = pathname.split('/');
  for (let i = 0; i < wanted.length; i += 1) {
    if (wanted[i] === '*' && i === wanted.length - 1) return true;
    const part = given[i];
    if (part === undefined || (wanted[i].charAt(0) === ':' ? part === '' : part !== wanted[i])) return false;
  }
  return given.length === wanted.length;
}

/**
 * Whether the path is a member route with the layout, for a browser with the member cookie. Asked when
 * headingFor finds nothing, so the route declares no heading: today those are the routes with a parameter
 * (`/help-desk/:id`), whose first screen is the member's own data (docs/decisions.md, 93). Its page is the
 * member frame's with the main area marked busy, so the loading ring shows where the page will come (90)
 * instead of an empty area.
 * @param {unknown} federation
 * @param {string} pathname
 * @param {boolean} member whether the request carries the member cookie
 */
function awaitsMemberData(federation, pathname, member) {
  const routes = member ? declaredRoutes(federation) : [];
  for (let i = 0; i < routes.length; i += 1) {
    const route = routes[i];
    const memberPage = route.access === 'member' && route.layout === true && typeof route.path === 'string';
    if (memberPage && patternTakes(route.path, pathname)) return true;
  }
  return false;
}

/** The page with its main area marked busy (awaitsMemberData): the page's stylesheet draws the ring. */
const markPageComing = (page) => page.replace('<main id=portal-main>', () => '<main id=portal-main aria-busy=true>');

/**
 * The page with the heading at the top of its main area, laid out as the kit's TitledPage lays it, or in
 * the banner (the .frame-page and .frame-page-banner rules of shell/src/index.html). The words are text:
 * whatever markup they hold is escaped.
 * @param {string} page the built page: the shell's, or the member frame's for a member route
 * @param {{ title: string, lead?: string, banner?: boolean }} heading from headingFor
 * @returns {string}
 */
function composePage(page, heading) {
  if (page.indexOf(PAGES_AREA) < 0) return page;
  const lead = isText(heading.lead) ? `<p>${escapeHtml(heading.lead)}</p>` : '';
  const words = `<h1>${escapeHtml(heading.title)}</h1>${lead}`;
  const section = `<section class=frame-page data-static-screen>${heading.banner ? `<div class=frame-page-banner>${words}</div>` : words}</section>`;
  // A function, so that a `$` in the words is not read as a replacement pattern.
  return page.replace(PAGES_AREA, () => PAGES_AREA + section);
}

/**
 * The manifest address of the remote that declares a route taking the path, or null.
 * @param {unknown} federation
 * @param {string} pathname
 * @returns {string | null}
 */
function remoteManifestFor(federation, pathname) {
  const remotes = federation && typeof federation === 'object' ? Object.values(federation) : [];
  for (let i = 0; i < remotes.length; i += 1) {
    const remote = remotes[i];
    const routes = remote && Array.isArray(remote.routes) ? remote.routes : [];
    for (let j = 0; j < routes.length; j += 1) {
      const takes = routes[j] && typeof routes[j].path === 'string' && patternTakes(routes[j].path, pathname);
      if (takes) return typeof remote.entry === 'string' ? remote.entry : null;
    }
  }
  return null;
}

/**
 * The page with the route's remote's manifest asked for from its head, beside the shell's start-up files,
 * instead of once the shell's entry has run and read /federation.json (docs/decisions.md, 106). Its address
 * is the same in every deploy of the remote, so the page never follows a remote's release. The remote's
 * entry is not named: a script the page asked for ahead is the one the runtime's script then gets for the
 * page's whole life, so a remote down as the page loads would stay down after it came back.
 * Unchanged when no remote declares the path.
 * @param {string} page a composed page
 * @param {unknown} federation
 * @param {string} pathname
 * @returns {string}
 */
function withRemoteManifest(page, federation, pathname) {
  const manifest = remoteManifestFor(federation, pathname);
  if (!manifest) return page;
  // crossorigin: the shell fetches the manifest in CORS mode (earlyManifest.ts); a preload serves only a request made alike.
  return page.replace(
    HEAD_END,
    () => `<link rel=preload as=fetch crossorigin href="${escapeHtml(manifest)}">${HEAD_END}`,
  );
}

/** /federation.json as the shell serves it, or nothing when it is missing or unreadable. */
function readFederation(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- njs 0.7 needs the binding
  } catch (error) {
    return null;
  }
}

/**
 * nginx's answer for a path no file has: the page of the browser's language and member cookie
 * ($shell_page), or the member frame's page for a member route, with the route's heading where headingFor
 * finds one, or marked busy where awaitsMemberData says so, either naming the route's remote
 * (withRemoteManifest); otherwise the built page itself, served as a file (pre-compressed, with its ETag).
 * @param {any} r njs's request
 */
function serve(r) {
  const root = r.variables.document_root;
  const language = r.variables.shell_language.slice(1) || 'en';
  const member = r.variables.cookie_portal_member === '1';
  const federation = readFederation(`${root}/federation.json`);
  const heading = headingFor(federation, r.uri, language, member);
  const memberPage = `${root}/member-page${r.variables.shell_language}.html`;
  // The type alone: nginx's `charset` adds the charset, and gzip reads the type without it.
  r.headersOut['Content-Type'] = 'text/html';
  if (heading) {
    const file = heading.memberFrame ? memberPage : root + r.variables.shell_page;
    const page = composePage(fs.readFileSync(file, 'utf8'), heading);
    return r.return(200, withRemoteManifest(page, federation, r.uri));
  }
  if (awaitsMemberData(federation, r.uri, member)) {
    const page = markPageComing(fs.readFileSync(memberPage, 'utf8'));
    return r.return(200, withRemoteManifest(page, federation, r.uri));
  }
  return r.internalRedirect(r.variables.shell_page);
}

export default { serve, composePage, headingFor, awaitsMemberData, markPageComing, withRemoteManifest };
