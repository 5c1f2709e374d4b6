import type { Browser, Locator, Page } from 'playwright-core';
import {
  benchPortal,
  loadAverage,
  median,
  memberContext,
  PHONE_NETWORK,
  signIn,
  launchBenchChromium,
  type BenchTarget,
  type Session,
} from './lib/bench-portal';

/**
 * `npm run bench:switch [url]`: how long a member waits after clicking a link, clicking at once and after
 * pointing at the link first. The demo member on `/earn-points` clicks Rewards in the menu, another
 * remote's route (docs/decisions.md, 83), and the first activity's card, a page of the earn remote that is
 * a chunk of its own (140, 143); on a phone's network as Lighthouse's mobile preset sets it, the CPU
 * unthrottled; the rounds alternate the two ways. Without a URL it starts its own portal. A benchmark,
 * never a test: it has no budget and prints the load average with its figures.
 */
const ROUNDS = 6;
const POINTING_MS = 200;

interface Switch {
  label: string;
  link: (page: Page) => Locator;
  /** The heading that shows the target page; one with the text it had before the click is not it. */
  heading: string;
}

const SWITCHES: readonly Switch[] = [
  {
    label: 'member /earn-points → Rewards in the menu',
    link: (page) => page.getByRole('navigation').getByRole('link', { name: 'Rewards' }),
    heading: '#app-rewards h1',
  },
  {
    label: "member /earn-points → the first activity's card",
    link: (page) => page.locator('#app-earn a[href^="/earn-points-action-preview/"]').first(),
    heading: '#app-earn h1',
  },
];

/**
 * Arms the in-page probe: from the next click to the target page's heading being visible, in ms (source
 * text, see bench-lighthouse). `void`, or evaluate would wait for the promise, which only the click settles.
 */
const armProbe = (heading: string) => `void (window.__portalSwitch = new Promise((resolve) => {
  const selector = ${JSON.stringify(heading)};
  const before = document.querySelector(selector)?.textContent;
  document.addEventListener('click', () => {
    const clicked = performance.now();
    const poll = () => {
      const shown = document.querySelector(selector);
      if (shown?.checkVisibility() && shown.textContent !== before) resolve(performance.now() - clicked);
      else requestAnimationFrame(poll);
    };
    poll();
  }, { capture: true, once: true });
}))`;

async function clickThrough(browser: Browser, origin: string, session: Session, target: Switch, pointFirst: boolean) {
  const context = await memberContext(browser, session);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/earn-points`);
    await page.locator('#app-earn h1').waitFor();
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    const link = target.link(page);
    await link.waitFor();
    await page.evaluate(armProbe(target.heading));
    if (pointFirst) {
      await link.hover();
      await page.waitForTimeout(POINTING_MS);
    }
    await link.click();
    return await page.evaluate<number>('window.__portalSwitch');
  } finally {
    await context.close();
  }
}

async function bench({ origin, api }: BenchTarget): Promise<boolean> {
  const browser = await launchBenchChromium();
  try {
    const session = await signIn(api);
    console.log(`load average at start ${loadAverage()}`);
    for (const target of SWITCHES) {
      const times = { atOnce: [] as number[], pointedFirst: [] as number[] };
      for (let round = 0; round < ROUNDS; round += 1) {
        // Alternating which goes first, so a change in the machine's load falls on both.
        for (const pointFirst of round % 2 ? [true, false] : [false, true]) {
          const ms = await clickThrough(browser, origin, session, target, pointFirst);
          (pointFirst ? times.pointedFirst : times.atOnce).push(Math.round(ms));
        }
      }
      const line = (label: string, values: number[]) =>
        `${label.padEnd(36)} median ${median(values)} ms   (${values.join(' ')})`;
      console.log(`${target.label}, ${ROUNDS} rounds, 150 ms round trip, 1.6 Mbit/s, CPU 1×`);
      console.log(line('click at once', times.atOnce));
      console.log(line(`point at the link ${POINTING_MS} ms, then click`, times.pointedFirst));
    }
    console.log(`load average at end ${loadAverage()}`);
  } finally {
    await browser.close();
  }
  return true;
}

void benchPortal(bench);
