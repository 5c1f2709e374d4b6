// See jest.config.js: loads @fastify/static's ES-module-only content-disposition@3 with Node's own require.
const { createRequire } = require('node:module');

module.exports = createRequire(require.resolve('@fastify/static'))('content-disposition');
