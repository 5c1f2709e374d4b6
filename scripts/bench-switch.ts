import type { Browser } from 'playwright-core';
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
 * `npm run bench:switch [url]`: how long a member waits after clicking a menu link to another remote's
 * route, clicking at once and after pointing at the link first (docs/decisions.md, 83). The demo member
 * on `/earn-points` clicks Rewards, on a phone's network as Lighthouse's mobile preset sets it, the CPU
 * unthrottled; the rounds alternate the two ways. Without a URL it starts its own portal. A benchmark,
 * never a test: it has no budget and prints the load average with its figures.
 */
const ROUNDS = 6;
const POINTING_MS = 200;

/**
 * Arms the in-page probe: from the next click to the Rewards heading being visible, in ms (source text, see
 * bench-lighthouse). `void`, or evaluate would wait for the promise, which only the click settles.
 */
const ARM_PROBE = `void (window.__portalSwitch = new Promise((resolve) => {
  document.addEventListener('click', () => {
    const clicked = performance.now();
    const poll = () => document.querySelector('#app-rewards h1')?.checkVisibility()
      ? resolve(performance.now() - clicked)
      : requestAnimationFrame(poll);
    poll();
  }, { capture: true, once: true });
}))`;

async function clickToRewards(browser: Browser, origin: string, session: Session, pointFirst: boolean) {
  const context = await memberContext(browser, session);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/earn-points`);
    await page.locator('#app-earn h1').waitFor();
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await page.evaluate(ARM_PROBE);
    const link = page.getByRole('navigation').getByRole('link', { name: 'Rewards' });
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
  const times = { atOnce: [] as number[], pointedFirst: [] as number[] };
  try {
    const session = await signIn(api);
    console.log(`load average at start ${loadAverage()}`);
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternating which goes first, so a change in the machine's load falls on both.
      for (const pointFirst of round % 2 ? [true, false] : [false, true]) {
        const ms = await clickToRewards(browser, origin, session, pointFirst);
        (pointFirst ? times.pointedFirst : times.atOnce).push(Math.round(ms));
      }
    }
  } finally {
    await browser.close();
  }
  const line = (label: string, values: number[]) =>
    `${label.padEnd(36)} median ${median(values)} ms   (${values.join(' ')})`;
  console.log(`member /earn-points → Rewards in the menu, ${ROUNDS} rounds, 150 ms round trip, 1.6 Mbit/s, CPU 1×`);
  console.log(line('click at once', times.atOnce));
  console.log(line(`point at the link ${POINTING_MS} ms, then click`, times.pointedFirst));
  console.log(`load average at end ${loadAverage()}`);
  return true;
}

void benchPortal(bench);
