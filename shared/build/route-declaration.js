// @ts-check
/**
 * A remote's route declaration (src/routes.ts) published by its build as routes.json, beside
 * mf-manifest.json. Deploy tooling copies it into /federation.json, which is how the shell learns a
 * remote's routes at run time, even while the remote itself is down (see docs/architecture.md, Federation).
 */
const { join } = require('node:path');
const { readTsModule } = require('./ts-module');

const ROUTES_FILE = 'routes.json';
const ACCESS = ['public', 'member'];
/** The rule the shell applies to /federation.json too. */
const { isRouteCall } = readTsModule(join(__dirname, '..', 'src', 'federation', 'routeCall.ts'));
const { isPageHeadings } = readTsModule(join(__dirname, '..', 'src', 'federation', 'pageHeading.ts'));

/**
 * A heading goes into the page the servers send for exactly that path (docs/decisions.md, 84): a route
 * with the layout and no parameters, its page's words whoever reads them. A public route's to anyone, a
 * member route's with the member cookie only (92).
 * @param {string} file
 * @param {{ path: string, layout: boolean, heading: unknown, headingLook?: unknown }} route
 */
function checkHeading(file, { path, layout, heading, headingLook }) {
  if (!layout || /[:*]/.test(path)) {
    throw new Error(`${file}: ${path} may not declare a heading: only a route with the layout and no parameters`);
  }
  if (!isPageHeadings(heading)) {
    throw new Error(`${file}: ${path}'s heading must give { title, lead? } in every interface language`);
  }
  if (headingLook !== undefined && headingLook !== 'banner') {
    throw new Error(`${file}: ${path}'s headingLook must be 'banner' or left out`);
  }
}

/**
 * Evaluates src/routes.ts on its own: it imports types only, so it runs without its app.
 * @param {string} file
 * @returns {Array<{ path: string, access: string, layout: boolean, calls?: unknown[], heading?: unknown }>}
 */
function readRouteDeclaration(file) {
  const routes = readTsModule(file).ROUTES;
  if (!Array.isArray(routes) || routes.length === 0) throw new Error(`${file} must export a non-empty ROUTES array`);
  return routes.map((route) => {
    const { path, access, layout, calls, heading, headingLook } = route;
    if (typeof path !== 'string' || !path.startsWith('/') || !ACCESS.includes(access) || typeof layout !== 'boolean') {
      throw new Error(
        `${file}: ${JSON.stringify(route)} needs a path starting with /, access public|member, layout true|false`,
      );
    }
    if (calls !== undefined && (!Array.isArray(calls) || !calls.every(isRouteCall))) {
      throw new Error(
        `${file}: ${path}'s calls must each be { url: '/path', params?: { name: string | number }, picture?: 'field', unlessQuery?: ['key'] }`,
      );
    }
    if (headingLook !== undefined && heading === undefined) {
      throw new Error(`${file}: ${path} has a headingLook but no heading`);
    }
    if (heading !== undefined) checkHeading(file, route);
    return {
      path,
      access,
      layout,
      ...(calls !== undefined && { calls }),
      ...(heading !== undefined && { heading }),
      ...(headingLook !== undefined && { headingLook }),
    };
  });
}

/** Emits routes.json ({ name, routes }) from src/routes.ts, again whenever that file changes. */
class RouteDeclarationPlugin {
  /** @param {{ name: string, file: string }} options */
  constructor({ name, file }) {
    this.name = name;
    this.file = file;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteDeclarationPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap(
        { name: 'RouteDeclarationPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const body = { name: this.name, routes: readRouteDeclaration(this.file) };
          compilation.emitAsset(ROUTES_FILE, new sources.RawSource(`${JSON.stringify(body, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { RouteDeclarationPlugin, readRouteDeclaration, ROUTES_FILE };
