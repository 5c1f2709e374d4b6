// @ts-check
const { createConfig } = require('@portal/shared/build/webpack-preset');

module.exports = createConfig({ dir: __dirname, name: 'shell', host: true });
