import type { Page } from 'playwright-core';
import { DEMO_ACTIVITIES } from '../../api/src/modules/activity/demo-activities';
import { DEMO_REWARDS } from '../../api/src/modules/rewards/demo-rewards';
import { openPage, passAgeGate } from './support/browser';
import { portalSuite } from './support/portal';
import { insertMember, logIn, type SignedInMember } from './support/session';

const JWT_SECRET = 'home-e2e-secret-of-at-least-32-bytes';
const MEMBER = { email: 'home-e2e@example.com', firstName: 'Dana' };

let member: SignedInMember;

const earnSlot = (page: Page) => page.getByRole('region', { name: 'Ways to earn points' });
const cards = (page: Page) => earnSlot(page).getByTestId('activity-card');

/** Banner, steps, FAQ and community: the home around the earn slot. */
async function expectHomeAroundTheSlot(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: `Welcome back, ${MEMBER.firstName}!` }).waitFor();
  await page.getByRole('link', { name: 'Go to Contest' }).waitFor();
  for (const step of ['Buy', 'Earn Points', 'Level Up', 'Smart Choice']) {
    await page.getByRole('heading', { level: 3, name: step, exact: true }).waitFor();
  }
  await page.getByRole('button', { name: 'How do I earn points?' }).waitFor();
  await page.getByRole('heading', { name: 'Join the community' }).waitFor();
}

const suite = portalSuite(18380, { env: { JWT_SECRET } });

beforeAll(async () => {
  member = await insertMember(suite.portal, MEMBER);
});

/** Whether a link's label differs in colour from its background while the pointer rests on it. */
async function readableUnderPointer(page: Page, name: string): Promise<{ name: string; readable: boolean }> {
  const link = page.getByRole('link', { name });
  await link.hover();
  // The button's background eases in over 0.15 s.
  await page.waitForTimeout(400);
  const [text, background] = await link.evaluate((element) => [
    getComputedStyle(element).color,
    getComputedStyle(element).backgroundColor,
  ]);
  return { name, readable: text !== background };
}

describe('the banner of the home', () => {
  it('keeps each call to action’s label readable under the pointer, the visitor’s and the member’s', async () => {
    const { page, context, errors } = await openPage(suite.chrome.browser);
    await page.goto(suite.portal.url);
    await passAgeGate(page);
    const app = page.locator('#portal-pages section:not([data-static-home])');
    await app.getByRole('link', { name: 'Create Account' }).waitFor();
    for (const name of ['Create Account', 'Login Now'])
      expect(await readableUnderPointer(page, name)).toEqual({ name, readable: true });
    await logIn(context, JWT_SECRET, member);
    await page.reload();
    await app.getByRole('link', { name: 'Go to Contest' }).waitFor();
    expect(await readableUnderPointer(page, 'Go to Contest')).toEqual({ name: 'Go to Contest', readable: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('home for a logged-in member', () => {
  it('shows 4 activities from the earn remote; View More loads the next pages and hides at the end', async () => {
    const { page, context, errors } = await openPage(suite.chrome.browser);
    await logIn(context, JWT_SECRET, member);
    await page.goto(suite.portal.url);
    await passAgeGate(page);
    await expectHomeAroundTheSlot(page);

    await cards(page).nth(3).waitFor();
    expect(await cards(page).count()).toBe(4);
    const firstImage = cards(page).first().locator('img').first();
    await firstImage.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await firstImage.elementHandle(),
    );

    const viewMore = earnSlot(page).getByRole('button', { name: 'View More' });
    const homeTotal = DEMO_ACTIVITIES.filter((a) => a.actionType !== 'upload').length;
    for (let shown = 4; shown < homeTotal; shown += 4) {
      await viewMore.click();
      await cards(page)
        .nth(Math.min(shown + 4, homeTotal) - 1)
        .waitFor();
    }
    await earnSlot(page)
      .getByRole('status')
      .filter({ hasText: `Showing ${homeTotal} of ${homeTotal} activities` })
      .waitFor();
    expect(await cards(page).count()).toBe(homeTotal);
    await viewMore.waitFor({ state: 'detached' });

    await earnSlot(page).getByRole('link', { name: 'Enter Code' }).click();
    await page.waitForURL(`${suite.portal.url}/earn-points/pincode`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the first rewards of the catalogue to spend points on, each leading to its preview', async () => {
    const { page, context, errors } = await openPage(suite.chrome.browser);
    await logIn(context, JWT_SECRET, member);
    await page.goto(suite.portal.url);
    await passAgeGate(page);
    const block = page.getByRole('region', { name: 'Spend your points' });
    const first = DEMO_REWARDS[0]!;
    await block.getByRole('link', { name: first.itemName, exact: true }).waitFor();
    for (const reward of DEMO_REWARDS.slice(0, 4))
      expect(await block.getByRole('link', { name: reward.itemName, exact: true }).count()).toBe(1);
    await block.getByRole('link', { name: first.itemName, exact: true }).click();
    await page.waitForURL(`${suite.portal.url}/reward-preview/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.itemName }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the rest of home with the unavailable panel in the earn slot while the earn remote is down', async () => {
    await suite.portal.stopRemote('earn');
    const { page, context } = await openPage(suite.chrome.browser);
    await logIn(context, JWT_SECRET, member);
    await page.goto(suite.portal.url);
    await passAgeGate(page);
    const panel = earnSlot(page).getByTestId('unavailable-panel');
    await panel.getByRole('heading', { name: 'This section is temporarily unavailable' }).waitFor();
    await expectHomeAroundTheSlot(page);
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByTestId('unavailable-panel').count()).toBe(1);

    await suite.portal.startRemote('earn');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await cards(page).nth(3).waitFor();
    expect(await page.getByTestId('unavailable-panel').count()).toBe(0);
    await context.close();
  });
});
