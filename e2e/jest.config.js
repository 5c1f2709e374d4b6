// @ts-check
/** End-to-end journeys: the built federation in Debian's Chromium against the real API. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  // Node's environment, saving a failed journey's open pages as screenshots in .e2e-artifacts/failures.
  testEnvironment: '<rootDir>/src/support/failureScreenshots.ts',
  testMatch: ['<rootDir>/src/**/*.e2e.test.ts'],
  transform: {
    // tsx too: the journey reads the apps' translation files, which load the session package.
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
    // The page composer nginx runs with njs, an ES module, which npm start's shell server imports.
    '/deploy/nginx/.+\\.js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' } }],
  },
  moduleNameMapper: {
    // The API source these tests import (tokens, demo members) runs shared modules by alias (api/jest.config.js).
    '^@portal/kit/validation/(rules|messages)$': '<rootDir>/../kit/src/validation/$1.ts',
    '^@portal/shared/i18n/language$': '<rootDir>/../shared/src/i18n/language.ts',
  },
  testTimeout: 120_000,
  maxWorkers: 1,
};
