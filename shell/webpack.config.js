// @ts-check
const path = require('node:path');
const { createConfig } = require('@portal/shared/build/webpack-preset');
const { readTsModule } = require('@portal/shared/build/ts-module');

const { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE } = readTsModule(path.join(__dirname, '../shared/src/i18n/language.ts'));

/**
 * index.html once per interface language, its static frame (banner, header, footer) in that language:
 * index.html in English, index.fr.html, index.es.html. The servers pick one by Accept-Language (npm
 * start: scripts/lib/static-server.ts; nginx: deploy/nginx/shell.conf), so the first paint needs no script.
 */
const pages = SUPPORTED_LANGUAGES.map((/** @type {string} */ lang) => ({
  filename: lang === DEFAULT_LANGUAGE ? 'index.html' : `index.${lang}.html`,
  parameters: {
    lang,
    frame: readTsModule(path.join(__dirname, `src/features/layout/translations.${lang}.ts`)).default,
  },
}));

module.exports = createConfig({ dir: __dirname, name: 'shell', host: true, pages });
