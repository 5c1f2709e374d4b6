// @ts-check
const path = require('node:path');
const { jestProject } = require('@portal/shared/build/jest-preset');

module.exports = jestProject(__dirname, path.basename(__dirname));
