import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from './remotes';

const ROOT = path.join(__dirname, '..', '..', '..');

describe('the remotes list', () => {
  it('names exactly the mfe-* folders of the repository', () => {
    const folders = readdirSync(ROOT).filter(
      (entry) => /^mfe-/.test(entry) && existsSync(path.join(ROOT, entry, 'package.json')),
    );
    expect(folders.sort()).toEqual(REMOTE_NAMES.map((name) => `mfe-${name}`).sort());
  });

  it.each(REMOTE_NAMES)('gives %s a build under its own name and a route declaration', (name) => {
    const dir = path.join(ROOT, `mfe-${name}`);
    expect(readFileSync(path.join(dir, 'webpack.config.js'), 'utf8')).toContain(`name: '${name}'`);
    expect(existsSync(path.join(dir, 'src', 'routes.ts'))).toBe(true);
  });
});
