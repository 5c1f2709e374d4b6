// @ts-check
/** End-to-end journeys: the built federation in Debian's Chromium against the real API. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
  // The API source these tests import (tokens, demo members) runs shared modules by alias (api/jest.config.js).
  moduleNameMapper: {
    '^@portal/shared/validation/(rules|messages)$': '<rootDir>/../shared/src/validation/$1.ts',
    '^@portal/shared/i18n/language$': '<rootDir>/../shared/src/i18n/language.ts',
  },
  testTimeout: 120_000,
  maxWorkers: 1,
};
