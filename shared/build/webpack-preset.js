// @ts-check
/**
 * The one build preset of the federation. Every app's webpack.config.js calls createConfig()
 * with only what is its own (name, port, exposes); everything else — the TypeScript transform,
 * content-hashed output, the federation manifest and the shared singletons — is decided here once.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const fs = require('node:fs');
const { RouteDeclarationPlugin } = require('./route-declaration');
const { StartupPreloadPlugin } = require('./startup-preload');
const { CompileHintsPlugin } = require('./compile-hints');
const { completeSharedAssets } = require('./shared-assets');
const { addRoutePages } = require('./route-pages');
const { readTsModule } = require('./ts-module');

const sharedVersion = require('../package.json').version;
const SHARED_SRC = path.join(__dirname, '..', 'src');
/**
 * The ES module build that a package's `exports` name for `import` (require.resolve gives the
 * CommonJS one). The package's folder is found above the CommonJS path: these packages do not export
 * their package.json.
 */
function esModulePath(request) {
  const [scope, name, ...rest] = request.split('/');
  let root = path.dirname(require.resolve(request));
  while (path.basename(root) !== name || path.basename(path.dirname(root)) !== scope) {
    if (path.dirname(root) === root) throw new Error(`no package folder above ${require.resolve(request)}`);
    root = path.dirname(root);
  }
  const exported = require(path.join(root, 'package.json')).exports[rest.length ? `./${rest.join('/')}` : '.'];
  const target = exported.import;
  return path.join(root, typeof target === 'string' ? target : target.default);
}
/**
 * The federation runtime reaches the bundle by require() (its CommonJS files) and by import (the
 * bundler runtime, our loadRemote calls, the runtime-core the shell provides to remotes). Left alone
 * that is two copies of the runtime's packages, CommonJS and ES module. Every request goes to the ES
 * module build: one copy, whose unused exports the minifier drops (docs/decisions.md, 102).
 */
const FEDERATION_RUNTIME_ALIAS = Object.fromEntries(
  [
    '@module-federation/runtime-core',
    '@module-federation/runtime',
    '@module-federation/enhanced/runtime',
    '@module-federation/runtime-tools/runtime-core',
    '@module-federation/sdk',
  ].map((request) => [`${request}$`, esModulePath(request)]),
);
/**
 * react-router's package points every bundler at its development build (warnings and checks, about
 * 3 KB gz more); production builds take the production one it ships beside it.
 */
const REACT_ROUTER_DIST = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(REACT_ROUTER_DIST, 'index.mjs'),
  'react-router/dom$': path.join(REACT_ROUTER_DIST, 'dom-export.mjs'),
};
const ROUTER_ALIAS = { 'react-router-dom$': path.join(__dirname, 'react-router-shim.ts') };

/**
 * Libraries that must exist once per page, whichever app loads first (see docs/architecture.md, Federation).
 * react-router-dom is not here: it lives inside @portal/shared (itself a singleton), tree-shaken;
 * ROUTER_ALIAS sends every app's `react-router-dom` import there.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'zustand',
  'styled-components',
  'i18next',
  'react-i18next',
  'axios',
  'single-spa',
];

/**
 * @param {Record<string, string>} deps the app's dependencies (for requiredVersion)
 * @param {string} kitVersion the version of the kit this app builds with
 */
function sharedConfig(deps, kitVersion) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const lib of SINGLETONS) {
    shared[lib] = { singleton: true, requiredVersion: deps[lib] ?? false };
  }
  // Prefix entries: without them react/jsx-runtime and react-dom/client are bundled per app.
  shared['react/'] = { singleton: true, requiredVersion: deps.react ?? false };
  shared['react-dom/'] = { singleton: true, requiredVersion: deps['react-dom'] ?? false };
  // Workspace packages defeat version inference, so both state their version. The session module is
  // one per page: the app asks for a range that only grows (^1.0.0), and the shell's copy must satisfy
  // it. The kit is stateless and not a singleton: an app whose range the loaded kit does not satisfy
  // loads its own kit beside it (see docs/architecture.md, Federation). The shell imports only
  // @portal/kit/ui, which is not shared, so in practice the remotes share the kit among themselves.
  shared['@portal/shared'] = { singleton: true, version: sharedVersion, requiredVersion: deps['@portal/shared'] };
  shared['@portal/kit'] = { singleton: false, version: kitVersion, requiredVersion: deps['@portal/kit'] };
  return shared;
}

/** How every build reads the sources: TypeScript and JSX through swc, pictures and PDFs as files. */
const SOURCE_RULES = [
  // Outside the session module, `react-router-dom` means the router inside it.
  { test: /\.tsx?$/, exclude: [/node_modules/, SHARED_SRC], resolve: { alias: ROUTER_ALIAS } },
  {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // Always react/jsx-runtime, never jsx-dev-runtime: a remote in development runs
          // against the portal's shared production React, which the dev runtime cannot drive.
          transform: { react: { runtime: 'automatic', development: false } },
          target: 'es2020',
          // Every styled component's id from its file's text, not from the order the page created
          // them in: a first screen's server build and the page's own builds then write the same class
          // names, so the browser takes the server's markup over as it is (docs/decisions.md, 148).
          experimental: {
            plugins: [[require.resolve('@swc/plugin-styled-components'), { displayName: false, ssr: true }]],
          },
        },
      },
    },
  },
  { test: /\.(png|svg|jpe?g|gif|webp|pdf)$/i, type: 'asset/resource' },
];

/** Where a remote's server renderer of its first screens is built, under its dist/ (docs/first-screen-plan.md). */
const FIRST_SCREEN_FILE = 'server/first-screen.js';

/**
 * The Node build of a remote's `src/first-screen.tsx`: one CommonJS file exporting `render`, with every
 * library inside, so a server can load it alone; no federation, so it shares nothing with a page.
 * @param {string} dir @param {string} name @param {boolean} production
 * @returns {import('webpack').Configuration}
 */
function firstScreenConfig(dir, name, production) {
  return {
    name: `${name}-first-screen`,
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'node20',
    entry: { 'first-screen': './src/first-screen.tsx' },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', path.dirname(FIRST_SCREEN_FILE)),
      filename: '[name].js',
      // The pages' own chunks (lazyPage) and lazy strings are inside it.
      asyncChunks: false,
      library: { type: 'commonjs2' },
      // Pictures the screen names are the browser build's files, at the remote's address.
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@portal/shared/first-screen$': path.join(SHARED_SRC, 'first-screen', 'index.tsx'),
        ...(production ? REACT_ROUTER_PRODUCTION : {}),
      },
    },
    module: { rules: SOURCE_RULES },
    // The server's DOM for DOMPurify is the server's own: jsdom reads files of its package at run time.
    externals: { jsdom: 'commonjs jsdom' },
    // Read by a server, never sent to a browser: kept readable.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** Text the browser downloads; images other than SVG and PDFs are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * Every text asset leaves the build with brotli and gzip twins (file.js.br, file.js.gz), so the
 * servers (npm start, nginx) send the encoding the browser accepts without compressing per request.
 */
const precompress = () => [
  new CompressionPlugin({
    test: COMPRESSIBLE,
    algorithm: 'gzip',
    filename: '[path][base].gz',
    threshold: 0,
    minRatio: 1,
  }),
  new CompressionPlugin({
    test: COMPRESSIBLE,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 0,
    minRatio: 1,
  }),
];

/**
 * The federation runtime asks for the entry chunk's file name before content hashes exist, only to
 * learn its folder depth; webpack throws on [contenthash] there, so that one query gets the plain name.
 * @param {import('webpack').PathData} pathData
 */
function hashedEntryName(pathData) {
  return pathData.chunk && 'contentHash' in pathData.chunk && pathData.chunk.contentHash.javascript
    ? '[name].[contenthash:8].js'
    : '[name].js';
}

/** The dev server's port: the one `npm start` gives the app (shared/build/ports.ts), from PORTAL_PORT. */
function devPort(/** @type {string} */ name, /** @type {boolean} */ host) {
  const { portsFrom, DEFAULT_PORT_BASE } = readTsModule(path.join(__dirname, 'ports.ts'));
  const ports = portsFrom(Number(process.env.PORTAL_PORT ?? DEFAULT_PORT_BASE));
  if (host) return ports.shell;
  if (!(name in ports.remotes))
    throw new Error(`remote "${name}" is not in REMOTE_NAMES (shared/src/federation/remotes.ts)`);
  return ports.remotes[name];
}

/**
 * html-webpack-plugin minifies the pages (html-minifier-terser), their <style> block included and
 * their inline script left as written: the member home's, whose hash the pages' CSP names
 * (docs/decisions.md, 75). webpack's own minimizer would rewrite that script, so each page is marked
 * minimized and left as html-webpack-plugin wrote it.
 */
const PAGE_MINIFY = {
  collapseWhitespace: true,
  removeComments: true,
  removeRedundantAttributes: true,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  removeAttributeQuotes: true,
  useShortDoctype: true,
  minifyCSS: true,
  minifyJS: false,
};

class PagesAsWrittenPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PagesAsWrittenPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).afterEmit.tap('PagesAsWrittenPlugin', (data) => {
        compilation.updateAsset(data.outputName, (source) => source, { minimized: true });
        return data;
      });
    });
  }
}

/**
 * The host's index.html, once per page of `pages` (file name and template parameters), else once; each
 * names the start-up files for the browser to fetch beside the entry.
 * @param {Array<{ filename: string, parameters: Record<string, unknown> }>} pages
 */
function hostPages(pages) {
  const template = { template: './src/index.html', favicon: './src/assets/favicon.svg', minify: PAGE_MINIFY };
  const html =
    pages.length === 0
      ? [new HtmlWebpackPlugin(template)]
      : pages.map(
          ({ filename, parameters }) =>
            new HtmlWebpackPlugin({ ...template, filename, templateParameters: parameters }),
        );
  return [...html, new StartupPreloadPlugin({ entry: 'main' }), new PagesAsWrittenPlugin()];
}

/**
 * @param {{ dir: string, name: string, exposes?: Record<string, string>, host?: boolean,
 *   pages?: Array<{ filename: string, parameters: Record<string, unknown> }> }} app
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig({ dir, name, exposes = {}, host = false, pages = [] }) {
  const pkg = require(path.join(dir, 'package.json'));
  // The kit the app's own imports resolve to (normally the workspace's kit/), not the preset's.
  const kitVersion = require(require.resolve('@portal/kit/package.json', { paths: [dir] })).version;
  const routesFile = path.join(dir, 'src', 'routes.ts');
  // A remote that renders first screens on a server has src/first-screen.tsx (docs/first-screen-plan.md).
  const firstScreen = !host && fs.existsSync(path.join(dir, 'src', 'first-screen.tsx'));
  /** @param {Parameters<typeof completeSharedAssets>[0]} options */
  const manifestData = (options) => {
    const stats = completeSharedAssets(options);
    if (host) return stats;
    if (firstScreen) stats.metaData = { ...stats.metaData, firstScreen: FIRST_SCREEN_FILE };
    return addRoutePages({ stats, compilation: options.compilation }, routesFile);
  };
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = browserConfig(production);
    return firstScreen && production ? [browser, firstScreenConfig(dir, name, production)] : browser;
  };

  /** @param {boolean} production @returns {import('webpack').Configuration} */
  function browserConfig(production) {
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: host ? { main: './src/index.ts' } : {},
      // No source maps in production: they would publish the sources to anyone.
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes resolve chunks from wherever they are served; the host's index.html must load
        // from / so deep links (/earn-points/12) do not ask for /earn-points/main.js.
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: production ? hashedEntryName : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // The first screen's Node build writes under dist/server/ beside it.
        clean: firstScreen ? { keep: (/** @type {string} */ file) => file.startsWith('server') } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: { ...FEDERATION_RUNTIME_ALIAS, ...(production ? REACT_ROUTER_PRODUCTION : {}) },
      },
      module: { rules: SOURCE_RULES },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig(pkg.dependencies ?? {}, kitVersion),
          // A dead remote must not hang start-up: load shared modules from whoever loaded first.
          shareStrategy: 'loaded-first',
          manifest: { additionalData: manifestData },
          // Contract types live in @portal/shared; never download types from live remotes.
          dts: false,
          // One federation runtime per page: the shell provides it and every remote entry uses it,
          // which takes about 20 KB gz off each remote's first route. Built for the browser only, the
          // runtime drops its Node.js paths.
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        ...(host ? hostPages(pages) : [new RouteDeclarationPlugin({ name, file: routesFile })]),
        ...(production ? [new CompileHintsPlugin({ entry: host ? 'main' : name }), ...precompress()] : []),
      ],
      performance: { hints: false },
      devServer: {
        port: devPort(name, host),
        hot: true,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { runtimeErrors: false } },
      },
    };
  }
}

module.exports = { createConfig, SINGLETONS };
