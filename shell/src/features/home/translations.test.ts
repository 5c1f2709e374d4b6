import { homeTranslations } from './translations';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
    : [prefix];

it('has every home string in English, French and Spanish', () => {
  const english = keys(homeTranslations.en).sort();
  expect(english.length).toBeGreaterThan(30);
  expect(keys(homeTranslations.fr).sort()).toEqual(english);
  expect(keys(homeTranslations.es).sort()).toEqual(english);
});
