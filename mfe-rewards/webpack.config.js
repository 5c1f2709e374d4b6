// @ts-check
const { createConfig } = require('@portal/shared/build/webpack-preset');

module.exports = createConfig({
  dir: __dirname,
  name: 'rewards',
  port: 8083,
  exposes: { './app': './src/app.tsx' },
});
