// @ts-check
/** End-to-end journeys: the built federation in Debian's Chromium against the real API. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.test.ts'],
  transform: {
    // tsx too: the journey reads the apps' translation files, which load the session package.
    '^.+\\.tsx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  testTimeout: 120_000,
  maxWorkers: 1,
};
