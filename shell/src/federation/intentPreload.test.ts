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

const pointAt = (element: Element) => element.dispatchEvent(new Event('pointermove', { bubbles: true }));

describe('preloading a remote when the member shows intent to follow a link to it', () => {
  afterEach(() => document.body.replaceChildren());

  it("asks for the link's route once per path when a pointer moves over the link or anything in it", () => {
    const preload = jest.fn();
    preloadOnIntent(remoteFor, preload);
    const rewards = link('/rewards/42');
    pointAt(rewards.querySelector('span')!);
    pointAt(rewards);
    pointAt(link('/rewards'));
    pointAt(link('/rewards'));
    expect(preload.mock.calls).toEqual([
      ['rewards', '/rewards/42'],
      ['rewards', '/rewards'],
    ]);
  });

  it('asks when a finger touches the link, and not when a pointer only comes over it', () => {
    const preload = jest.fn();
    preloadOnIntent(remoteFor, preload);
    link('/rewards').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).not.toHaveBeenCalled();
    link('/help-desk').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(preload.mock.calls).toEqual([['support', '/help-desk']]);
  });

  it('asks when the keyboard focuses the link', () => {
    const preload = jest.fn();
    preloadOnIntent(remoteFor, preload);
    link('/help-desk').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload.mock.calls).toEqual([['support', '/help-desk']]);
  });

  it("leaves the shell's own pages and other sites alone", () => {
    const preload = jest.fn();
    preloadOnIntent(remoteFor, preload);
    pointAt(link('/faq'));
    pointAt(link('https://elsewhere.example/rewards'));
    pointAt(document.body);
    expect(preload).not.toHaveBeenCalled();
  });
});
