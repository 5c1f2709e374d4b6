import { resolveLanguage } from './language';

describe('the interface language rule (docs/product/shell.md, Language)', () => {
  it.each([
    ['en-GB', 'en'],
    ['en-US', 'en'],
    ['fr-CA', 'fr'],
    ['fr', 'fr'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['de-DE', 'en'],
    ['pt_BR', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s gives %s', (locale, expected) => {
    expect(resolveLanguage(locale)).toBe(expected);
  });
});
