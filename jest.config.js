// @ts-check
/** Unit and component tests of the front end: the session module, the shell and every remote. */
const path = require('node:path');
const { jestProject } = require('./shared/build/jest-preset');

/** @type {import('jest').Config} */
module.exports = {
  projects: ['shared', 'kit', 'shell', 'mfe-auth', 'mfe-earn', 'mfe-rewards', 'mfe-contest', 'mfe-support'].map((dir) =>
    jestProject(path.join(__dirname, dir), dir),
  ),
};
