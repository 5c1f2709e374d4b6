// @ts-check
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { createConfig } = require('@portal/shared/build/webpack-preset');
const { readTsModule } = require('@portal/shared/build/ts-module');

const { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE } = readTsModule(path.join(__dirname, '../shared/src/i18n/language.ts'));

/**
 * The script the member's home page runs before its first paint (the member's name in the greeting, the
 * tier bar's collapsed height), inline, allowed by its hash (scripts/lib/security-headers.ts).
 */
const memberHomeScript = readFileSync(path.join(__dirname, 'src/features/home/member-home.inline.js'), 'utf8').trim();
const { STEPS } = readTsModule(path.join(__dirname, 'src/features/home/steps.ts'));

/** The language's own file name: index.html in English, index.fr.html, visitor-home.es.html. */
const fileFor = (/** @type {string} */ base, /** @type {string} */ lang) =>
  lang === DEFAULT_LANGUAGE ? `${base}.html` : `${base}.${lang}.html`;

/**
 * The shell's page once per interface language, its static frame (banner, header, footer) in that
 * language: index.*.html for every route; visitor-home.*.html, the same page with the visitor's home
 * banner painted in its main area, for `/` when the browser holds no member session; member-home.*.html,
 * with the tier bar's space and the member's home down to its four steps, for `/` when it does;
 * member-page.*.html, the frame with the tier bar's space, for a member route whose remote declares its
 * heading, which the servers write in. The servers pick one by path, Accept-Language and the member
 * cookie (npm start: scripts/lib/static-server.ts; nginx: deploy/nginx/shell.conf and shell-page.js), so
 * the first paint needs no app (docs/decisions.md, 30, 62, 75 and 92).
 */
const pages = SUPPORTED_LANGUAGES.flatMap((/** @type {string} */ lang) => {
  const frame = readTsModule(path.join(__dirname, `src/features/layout/translations.${lang}.ts`)).default;
  const home = readTsModule(path.join(__dirname, `src/features/home/translations.${lang}.ts`)).default;
  const memberHome = { member: home.member, welcome: home.welcome, steps: STEPS };
  const page = (/** @type {string} */ base, /** @type {Record<string, unknown>} */ content) => ({
    filename: fileFor(base, lang),
    parameters: { lang, frame, visitorHome: null, memberHome: null, memberPage: false, memberHomeScript, ...content },
  });
  return [
    page('index', {}),
    page('visitor-home', { visitorHome: home.visitor }),
    page('member-home', { memberHome }),
    page('member-page', { memberPage: true }),
  ];
});

module.exports = createConfig({ dir: __dirname, name: 'shell', host: true, pages });
