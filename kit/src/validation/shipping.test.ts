import { type SHIPPING_FIELDS, checkShippingField } from './rules';
import { validationTranslations, withFieldWord } from './messages';

const message = (field: (typeof SHIPPING_FIELDS)[number], value: string) => {
  const error = checkShippingField(field, value);
  return error ? validationTranslations.en[error.key].replace('{{field}}', String(error.values?.field)) : null;
};

describe('the shipping address rule (docs/product/validation.md, Shipping address)', () => {
  it('keeps each field within its lengths and the zip to 4–6 digits', () => {
    expect(message('suite', '')).toBe('Error: Invalid suite!');
    expect(message('suite', '4B')).toBeNull();
    expect(message('suite', 'x'.repeat(21))).toBe('Error: Invalid suite!');
    expect(message('address', '1 Rd')).toBe('Error: Invalid address!');
    expect(message('address', '1 Main')).toBeNull();
    expect(message('city', 'NY')).toBe('Error: Invalid city!');
    expect(message('country', 'US')).toBe('Error: Invalid country!');
    expect(message('country', 'USA')).toBeNull();
    expect(message('zip', '787')).toBe('Error: Invalid zip!');
    expect(message('zip', '78701')).toBeNull();
    expect(message('zip', '7870a')).toBe('Error: Invalid zip!');
    expect(message('zip', '1234567')).toBe('Error: Invalid zip!');
  });

  it('lets the state stay empty, but not too short', () => {
    expect(message('state', '')).toBeNull();
    expect(message('state', 'TX')).toBe('Error: Invalid state!');
  });
});

describe("the field a shipping message names, in the member's language", () => {
  const inLanguage = (language: 'en' | 'fr' | 'es', field: string) =>
    validationTranslations[language].invalidField.replace('{{field}}', withFieldWord({ field }, language).field);

  it("keeps the spec's words in English and puts each language's word in French and Spanish", () => {
    expect(inLanguage('en', 'zip')).toBe('Error: Invalid zip!');
    expect(inLanguage('fr', 'state')).toBe('Erreur\u00a0: État invalide\u00a0!');
    expect(inLanguage('fr', 'zip')).toBe('Erreur\u00a0: code postal invalide\u00a0!');
    expect(inLanguage('es', 'address')).toBe('¡Error: el campo dirección no es válido!');
  });

  it('leaves a value that names no shipping field, and other values, as they are', () => {
    expect(withFieldWord({ field: 'nickname', count: 3 }, 'fr')).toEqual({ field: 'nickname', count: 3 });
    expect(withFieldWord({ field: 'zip' }, 'de')).toEqual({ field: 'zip' });
  });
});
