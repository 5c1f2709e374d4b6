import { defineTranslations } from './define';

// The checks that matter here are the type checks (`npx tsc -p tsconfig.json`): each @ts-expect-error
// fails the build when the line below it stops being an error.
describe('defineTranslations', () => {
  it('accepts French and Spanish with exactly the English keys', () => {
    const set = defineTranslations({
      en: { title: 'Title', nested: { ok: 'OK' } },
      fr: { title: 'Titre', nested: { ok: "D'accord" } },
      es: { title: 'Título', nested: { ok: 'Vale' } },
    });
    expect(set.fr.nested.ok).toBe("D'accord");
  });

  it('refuses a missing French key, a missing nested Spanish key, an extra key and a missing language', () => {
    const en = { title: 'Title', nested: { ok: 'OK', cancel: 'Cancel' } };
    const es = { title: 'Título', nested: { ok: 'Vale', cancel: 'Cancelar' } };
    const fr = { nested: { ok: "D'accord", cancel: 'Annuler' } };
    // @ts-expect-error French has no "title".
    const missing = defineTranslations({ en, fr, es });
    // Untyped callers still get their strings back untouched.
    expect(missing.fr).toBe(fr);
    defineTranslations({
      en,
      fr: { title: 'Titre', nested: { ok: "D'accord", cancel: 'Annuler' } },
      // @ts-expect-error Spanish has no "nested.cancel".
      es: { title: 'Título', nested: { ok: 'Vale' } },
    });
    defineTranslations({
      en,
      // @ts-expect-error French has a key English does not.
      fr: { title: 'Titre', nested: { ok: "D'accord", cancel: 'Annuler' }, extra: 'En trop' },
      es,
    });
    // @ts-expect-error A language is missing.
    defineTranslations({ en, fr: es });
  });
});
