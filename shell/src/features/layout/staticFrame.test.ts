import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES, type Language } from '@portal/shared';
import en from './translations.en';
import es from './translations.es';
import fr from './translations.fr';

/** The engine html-webpack-plugin renders the shell's page with (its loader's options): plain JavaScript, untyped. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const template = require('lodash/template') as (
  source: string,
  options: { interpolate: RegExp },
) => (parameters: Record<string, unknown>) => string;

const FRAME: Record<Language, typeof en> = { en, fr, es };

/** index.<lang>.html as shell/webpack.config.js has the build write it, with that language's frame strings. */
const page = (lang: Language) =>
  template(readFileSync(path.join(__dirname, '../../index.html'), 'utf8'), { interpolate: /<%=([\s\S]+?)%>/g })({
    lang,
    frame: FRAME[lang],
    visitorHome: null,
    memberHome: null,
    memberPage: false,
    memberHomeScript: '',
  });

const noscript = (html: string) => /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1]?.trim();

describe('the static page of each language', () => {
  it.each(SUPPORTED_LANGUAGES)('tells a browser without JavaScript, in %s, what it misses', (lang) => {
    expect(noscript(page(lang))).toBe(FRAME[lang].noscript);
  });

  it('says it in French and Spanish, not in English', () => {
    expect(noscript(page('fr'))).toBe('Ce portail a besoin de JavaScript.');
    expect(noscript(page('es'))).toBe('Este portal necesita JavaScript.');
    expect(noscript(page('en'))).toBe('This portal needs JavaScript.');
  });
});
