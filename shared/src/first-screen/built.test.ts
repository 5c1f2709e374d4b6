/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '../federation/remotes';
import type { FirstScreen, FirstScreenRequest } from '.';

const ROOT = path.join(__dirname, '..', '..', '..');

/** The route each remote renders on a server, and words its screen shows with no answer yet. */
const LANDING: Record<string, { url: string; words: string }> = {
  earn: { url: '/earn-points', words: 'Earn Points' },
  rewards: { url: '/rewards', words: 'Rewards' },
  contest: { url: '/contest', words: 'Spin a prize wheel' },
  support: { url: '/help-desk', words: 'Help Desk' },
};

function manifestOf(name: string): { metaData: { firstScreen?: string } } {
  return JSON.parse(readFileSync(path.join(ROOT, `mfe-${name}`, 'dist', 'mf-manifest.json'), 'utf8'));
}

describe('the first screens as the builds publish them (docs/first-screen-plan.md, stage 2)', () => {
  it('are named by the manifests of the remotes of the four list routes, and of no other', () => {
    const named = REMOTE_NAMES.filter((name) => manifestOf(name).metaData.firstScreen);
    expect(named.sort()).toEqual(Object.keys(LANDING).sort());
  });

  it.each(Object.entries(LANDING))(
    'renders the %s remote’s alone in Node, from its own file',
    async (name, { url, words }) => {
      const file = manifestOf(name).metaData.firstScreen!;
      expect(file).toBe('server/first-screen.js');
      const built = (await import(path.join(ROOT, `mfe-${name}`, 'dist', file))) as {
        render: (request: FirstScreenRequest) => Promise<FirstScreen>;
      };
      const { html, css } = await built.render({ url, language: 'en', answers: {} });
      expect(html).toContain(words);
      expect(css).toContain('data-styled');
    },
  );
});
