import type { RemoteName } from '@portal/shared';
import { preloadOnIntent } from './intentPreload';

/** The routes of two remotes, as /federation.json declares them; every other path is the shell's. */
const remoteFor = (pathname: string): RemoteName | null =>
  pathname.startsWith('/rewards') ? 'rewards' : pathname.startsWith('/help-desk') ? 'support' : null;

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Go</span>';
  document.body.append(anchor);
  return anchor;
}

const pointAt = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));

describe('preloading a remote when the member shows intent to follow a link to it', () => {
  afterEach(() => document.body.replaceChildren());

  it("asks for the link's remote, for the link's path, once when a pointer comes over the link or anything in it", () => {
    const preload = jest.fn();
    preloadOnIntent(remoteFor, preload);
    const rewards = link('/rewards/42');
    pointAt(rewards.querySelector('span')!);
    pointAt(rewards);
    pointAt(link('/rewards'));
    expect(preload.mock.calls).toEqual([['rewards', '/rewards/42']]);
  });

  it('asks when the keyboard focuses the link', () => {
    const preload = jest.fn();
    preloadOnIntent(remoteFor, preload);
    link('/help-desk').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload.mock.calls).toEqual([['support', '/help-desk']]);
  });

  it("leaves the shell's own pages, other sites, and remotes already loaded alone", () => {
    const preload = jest.fn();
    preloadOnIntent(remoteFor, preload, ['support']);
    pointAt(link('/faq'));
    pointAt(link('https://elsewhere.example/rewards'));
    pointAt(link('/help-desk'));
    pointAt(document.body);
    expect(preload).not.toHaveBeenCalled();
  });
});
