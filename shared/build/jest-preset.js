// @ts-check
/**
 * The one jest preset of the front-end apps: swc for TypeScript and JSX, jsdom, jest-dom matchers.
 * Each app's jest project names only its folder.
 */
const path = require('node:path');

/** @param {string} dir @param {string} displayName @returns {import('jest').Config} */
function jestProject(dir, displayName) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(pdf|svg|png|jpe?g|gif|webp)$': path.join(__dirname, 'jest-asset.js'),
      // Test helpers live outside the package's main entry, so only tests can reach them.
      '^@portal/shared/testing$': path.join(__dirname, '../src/testing/index.ts'),
      '^@portal/shared/first-screen$': path.join(__dirname, '../src/first-screen/index.tsx'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
  };
}

module.exports = { jestProject };
