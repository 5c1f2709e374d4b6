import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as widgetModule from './EarnListWidget';

const WEBPACK_CONFIG = path.join(__dirname, '..', '..', '..', 'webpack.config.js');
const MANIFEST = path.join(__dirname, '..', '..', '..', 'dist', 'mf-manifest.json');

/** What the shell's home relies on: `earn/earn-list-widget` whose default export is a component. */
describe('the earn list widget contract', () => {
  it('is exposed as ./earn-list-widget by the build, from this module', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { exposes: Array<{ path: string }> };
    expect(manifest.exposes.map((expose) => expose.path)).toContain('./earn-list-widget');
    expect(readFileSync(WEBPACK_CONFIG, 'utf8')).toContain(
      `'./earn-list-widget': './src/features/earn-list/EarnListWidget.tsx'`,
    );
  });

  it('default-exports a React function component', () => {
    expect(typeof widgetModule.default).toBe('function');
    expect(widgetModule.default).toBe(widgetModule.EarnListWidget);
  });
});
