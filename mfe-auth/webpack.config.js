// @ts-check
const { createConfig } = require('@portal/shared/build/webpack-preset');

module.exports = createConfig({
  dir: __dirname,
  name: 'auth',
  exposes: {
    './app': './src/app.tsx',
    './intake-survey-widget': './src/features/intake-survey/IntakeSurveyWidget.tsx',
  },
});
