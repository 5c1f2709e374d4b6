// @ts-check
const { createConfig } = require('@portal/shared/build/webpack-preset');

module.exports = createConfig({
  dir: __dirname,
  name: 'support',
  exposes: {
    './app': './src/app.tsx',
    './contact-form-widget': './src/features/contact-form/ContactFormWidget.tsx',
  },
});
