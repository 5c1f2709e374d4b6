// @ts-check
const { createConfig } = require('@portal/shared/build/webpack-preset');

module.exports = createConfig({
  dir: __dirname,
  name: 'contest',
  port: 8084,
  exposes: { './app': './src/app.tsx' },
});
