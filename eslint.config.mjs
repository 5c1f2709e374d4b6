// @ts-check
/**
 * One lint configuration for the whole workspace (see docs/architecture.md, Shape). Beyond the usual
 * TypeScript, React hooks and accessibility rules it holds the two boundaries the architecture rests on:
 * no web app imports another app's files (they meet only through Module Federation and the shared
 * packages), and no API module imports another module's files other than its index.ts.
 */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import frenchSpacing from './shared/build/eslint-french-spacing.js';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const folders = (dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The web apps: the shell and every remote folder (mfe-*), read from disk so a new remote needs no entry here. */
const WEB_APPS = folders('.').filter(
  (name) => name === 'shell' || (name.startsWith('mfe-') && existsSync(path.join(ROOT, name, 'package.json'))),
);
const API_MODULES = folders('api/src/modules');

/** Each app may import neither another app's files nor the API's. */
const appZones = WEB_APPS.map((app) => ({
  target: `./${app}`,
  from: [...WEB_APPS.filter((other) => other !== app).map((other) => `./${other}`), './api'],
  message: "Apps meet only through Module Federation and the shared packages, never through each other's files.",
}));

/** The shared packages serve every app and so import none of them. */
const packageZones = ['./shared', './kit'].map((pkg) => ({
  target: pkg,
  from: [...WEB_APPS.map((app) => `./${app}`), './api'],
  message: 'The shared packages import no app and not the API.',
}));

/** An API module may import another module only through that module's index.ts. */
const moduleZones = API_MODULES.flatMap((module) =>
  API_MODULES.filter((other) => other !== module).map((other) => ({
    target: `./api/src/modules/${module}`,
    from: `./api/src/modules/${other}`,
    except: ['./index.ts'],
    message: `Import the ${other} module through its index.ts.`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      '.e2e-artifacts/**',
      'api/src/test/esm-only/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the files an import leads to: with TypeScript's parser, for our extensions.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'api/tsconfig.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...packageZones, ...moduleZones] }],
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The kit may load in two versions beside the one session module, so it never reaches into it.
    files: ['kit/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@portal/shared', '@portal/shared/*'], message: 'The kit takes session-bound parts as props.' },
          ],
        },
      ],
    },
  },
  {
    // A visitor's first page loads the shell and the session module: they take the UI kit only, so
    // the whole kit (forms, validation) arrives with the first remote that needs it (docs/decisions.md).
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/kit',
              allowTypeImports: true,
              message: "Import values from @portal/kit/ui here; the full kit is not on a visitor's first page.",
            },
          ],
        },
      ],
    },
  },
  {
    // French typography in the French text the apps and the API show (shared/build/eslint-french-spacing.js).
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**', 'scripts/**'],
    plugins: { portal: frenchSpacing },
    rules: { 'portal/french-spacing': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Command-line programs and build files talk to a terminal.
    files: ['scripts/**', 'api/src/cli.ts', 'api/src/main.ts', '**/*.config.js', '**/build/**', 'e2e/**', 'deploy/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
