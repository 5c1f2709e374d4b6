/**
 * API tests: TypeScript through SWC, Node environment, one fresh database per test file.
 * Run them through the package scripts: PGlite loads parts of itself with import(), which jest
 * allows only under NODE_OPTIONS=--experimental-vm-modules.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: {
    // The shared modules the API runs (tsconfig.json "paths"): their TypeScript source.
    '^@portal/kit/validation/(rules|messages)$': '<rootDir>/../kit/src/validation/$1.ts',
    '^@portal/shared/i18n/language$': '<rootDir>/../shared/src/i18n/language.ts',
  },
  // PGlite starts a WASM PostgreSQL per file, which takes a second or two.
  testTimeout: 30000,
};
