import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as widgetModule from './ContactFormWidget';

const WEBPACK_CONFIG = path.join(__dirname, '..', '..', '..', 'webpack.config.js');
const MANIFEST = path.join(__dirname, '..', '..', '..', 'dist', 'mf-manifest.json');

/** What the shell's /contact-us and mfe-earn's activity pages rely on: `support/contact-form-widget`. */
describe('the contact form widget contract', () => {
  it('is exposed as ./contact-form-widget by the build, from this module', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { exposes: Array<{ path: string }> };
    expect(manifest.exposes.map((expose) => expose.path)).toContain('./contact-form-widget');
    expect(readFileSync(WEBPACK_CONFIG, 'utf8')).toContain(
      `'./contact-form-widget': './src/features/contact-form/ContactFormWidget.tsx'`,
    );
  });

  it('default-exports a React function component', () => {
    expect(typeof widgetModule.default).toBe('function');
    expect(widgetModule.default).toBe(widgetModule.ContactFormWidget);
  });
});
