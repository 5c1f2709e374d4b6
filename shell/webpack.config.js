// @ts-check
const path = require('node:path');
const { createConfig } = require('@portal/shared/build/webpack-preset');
const { readTsModule } = require('@portal/shared/build/ts-module');

const { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE } = readTsModule(path.join(__dirname, '../shared/src/i18n/language.ts'));

/** The language's own file name: index.html in English, index.fr.html, visitor-home.es.html. */
const fileFor = (/** @type {string} */ base, /** @type {string} */ lang) =>
  lang === DEFAULT_LANGUAGE ? `${base}.html` : `${base}.${lang}.html`;

/**
 * The shell's page once per interface language, its static frame (banner, header, footer) in that
 * language: index.*.html for every route, and visitor-home.*.html, the same page with the visitor's
 * home banner painted in its main area, for `/` when the browser holds no member session. The servers
 * pick one by path, Accept-Language and the member cookie (npm start: scripts/lib/static-server.ts;
 * nginx: deploy/nginx/shell.conf), so the first paint needs no script (docs/decisions.md, 30 and 62).
 */
const pages = SUPPORTED_LANGUAGES.flatMap((/** @type {string} */ lang) => {
  const frame = readTsModule(path.join(__dirname, `src/features/layout/translations.${lang}.ts`)).default;
  const home = readTsModule(path.join(__dirname, `src/features/home/translations.${lang}.ts`)).default;
  return [
    { filename: fileFor('index', lang), parameters: { lang, frame, visitorHome: null } },
    { filename: fileFor('visitor-home', lang), parameters: { lang, frame, visitorHome: home.visitor } },
  ];
});

module.exports = createConfig({ dir: __dirname, name: 'shell', host: true, pages });
