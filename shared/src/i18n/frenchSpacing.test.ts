import v8 from 'node:v8';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from '../../build/eslint-french-spacing';

// ESLint clones rule options with Node's structuredClone, which the page-like test environment hides.
globalThis.structuredClone ??= <T>(value: T): T => v8.deserialize(v8.serialize(value)) as T;

const rule = plugin.rules['french-spacing'];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const breakable = [{ messageId: 'breakable' }];

// RuleTester makes its own test cases (describe/it) under jest.
tester.run('french-spacing', rule, {
  valid: [
    { code: "const t = { fr: { title: 'Mot de passe oublié\\u00a0?' } };" },
    { code: "const t = { en: { title: 'Forgot password ?' }, es: { title: '¿Olvidó? : sí' } };" },
    { code: "const t = { fr: { link: 'https://example.com', time: '{{count}} min', kind: 'quiz' as 'a ? b' } };" },
    { code: "import x from 'a :b'; const t = { fr: x };" },
    { code: "const url = 'a : b';", filename: 'shell/src/features/layout/translations.ts' },
  ],
  invalid: [
    {
      code: "const t = { fr: { title: 'Mot de passe oublié ?', lead: 'Votre demande « {{subject}} ».' } };",
      errors: [...breakable, ...breakable],
      output:
        "const t = { fr: { title: 'Mot de passe oublié\\u00a0?', lead: 'Votre demande «\\u00a0{{subject}}\\u00a0».' } };",
    },
    {
      code: "const fr = { ok: 'Merci !', mail: 'Répondez ici :\\n{{link}}', tpl: `Erreur : fichier` };",
      filename: 'shell/src/features/home/translations.fr.ts',
      errors: [...breakable, ...breakable, ...breakable],
      output:
        "const fr = { ok: 'Merci\\u00a0!', mail: 'Répondez ici\\u00a0:\\n{{link}}', tpl: `Erreur\\u00a0: fichier` };",
    },
    {
      code: "const texts = { en: 'So close', fr: 'Presque !' };",
      errors: breakable,
      output: "const texts = { en: 'So close', fr: 'Presque\\u00a0!' };",
    },
  ],
});
