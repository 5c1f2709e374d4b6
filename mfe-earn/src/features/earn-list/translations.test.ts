import { earnListTranslations } from './translations';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
    : [prefix];

it('has every earn list string in English, French and Spanish', () => {
  const english = keys(earnListTranslations.en).sort();
  expect(english.length).toBeGreaterThan(10);
  expect(keys(earnListTranslations.fr).sort()).toEqual(english);
  expect(keys(earnListTranslations.es).sort()).toEqual(english);
});
