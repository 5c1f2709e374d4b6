// See jest.config.js: loads light-my-request's ES-module-only cookie@2 with Node's own require.
const { createRequire } = require('node:module');

module.exports = createRequire(require.resolve('light-my-request'))('cookie');
