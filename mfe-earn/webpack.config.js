// @ts-check
const { createConfig } = require('@portal/shared/build/webpack-preset');

module.exports = createConfig({
  dir: __dirname,
  name: 'earn',
  exposes: { './app': './src/app.tsx', './earn-list-widget': './src/features/earn-list/EarnListWidget.tsx' },
});
