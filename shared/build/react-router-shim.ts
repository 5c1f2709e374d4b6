// Apps' `react-router-dom` imports resolve here (see webpack-preset.js), so they reach the one
// router inside the singleton session module rather than bundling a second copy.
export * from '@portal/shared';
