// @ts-check
/** Unit and component tests of the front end: the session module, the shell and every remote. */
const path = require('node:path');
const { jestProject } = require('./shared/build/jest-preset');
const { readTsModule } = require('./shared/build/ts-module');

/** One project per package and per remote in REMOTE_NAMES (the remote's folder is mfe-<name>). */
const { REMOTE_NAMES } = readTsModule(path.join(__dirname, 'shared/src/federation/remotes.ts'));

/** @type {import('jest').Config} */
module.exports = {
  projects: ['shared', 'kit', 'shell', ...REMOTE_NAMES.map((/** @type {string} */ name) => `mfe-${name}`)].map((dir) =>
    jestProject(path.join(__dirname, dir), dir),
  ),
};
