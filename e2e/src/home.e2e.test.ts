import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { signAccessToken } from '../../api/src/http/authenticate';
import { DEMO_ACTIVITIES } from '../../api/src/modules/activity/demo-activities';
import { launchBrowser, openPage, passAgeGate, type E2eBrowser } from './support/browser';
import { startTestPortal, type E2ePortal } from './support/portal';

const ROOT = path.resolve(__dirname, '..', '..');
const JWT_SECRET = 'home-e2e-secret-of-at-least-32-bytes';
const MEMBER = { email: 'home-e2e@example.com', firstName: 'Dana' };

let portal: E2ePortal;
let chrome: E2eBrowser;
let memberId: string;

/**
 * Puts a member in the API's database. PGlite allows one process per folder, so the API stops for
 * the insert. Until identity's login exists, the test signs the member's access token itself.
 */
async function insertMember(): Promise<string> {
  await portal.stopApi();
  const script = `
    const { openDatabase } = require('./api/dist/db/open.js');
    const { loadConfig } = require('./api/dist/config.js');
    (async () => {
      const db = await openDatabase(loadConfig());
      const row = await db.one(
        "insert into member (email, status, first_name, intake_survey_submitted) values ($1, 'active', $2, true) returning id",
        [${JSON.stringify(MEMBER.email)}, ${JSON.stringify(MEMBER.firstName)}],
      );
      await db.close();
      process.stdout.write(row.id);
    })();`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: portal.dataDir, DATABASE_URL: '' },
  });
  await portal.startApi();
  return stdout.trim();
}

/** The session the shell keeps in localStorage (zustand persist), written before any app boots. */
async function logIn(context: BrowserContext): Promise<void> {
  const session = {
    state: {
      user: { id: memberId, email: MEMBER.email, firstName: MEMBER.firstName, requestIntakeSurveySubmitted: true },
      accessToken: signAccessToken(JWT_SECRET, { id: memberId, tier: 1 }),
      refreshToken: 'home-e2e-refresh',
      pointBalance: 0,
      tier: 1,
      videoPlayStatus: null,
    },
    version: 0,
  };
  await context.addInitScript((value) => window.localStorage.setItem('portal-session', value), JSON.stringify(session));
}

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

beforeAll(async () => {
  portal = await startTestPortal(18380, { env: { JWT_SECRET } });
  memberId = await insertMember();
  chrome = await launchBrowser();
});

afterAll(async () => {
  await chrome?.close();
  await portal?.cleanup();
});

describe('home for a logged-in member', () => {
  it('shows 4 activities from the earn remote; View More loads the next pages and hides at the end', async () => {
    const { page, context, errors } = await openPage(chrome.browser);
    await logIn(context);
    await page.goto(portal.url);
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
    await page.waitForURL(`${portal.url}/earn-points/pincode`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the rest of home with the unavailable panel in the earn slot while the earn remote is down', async () => {
    await portal.stopRemote('earn');
    const { page, context } = await openPage(chrome.browser);
    await logIn(context);
    await page.goto(portal.url);
    await passAgeGate(page);
    const panel = earnSlot(page).getByTestId('unavailable-panel');
    await panel.getByRole('heading', { name: 'This section is temporarily unavailable' }).waitFor();
    await expectHomeAroundTheSlot(page);
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByTestId('unavailable-panel').count()).toBe(1);

    await portal.startRemote('earn');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await cards(page).nth(3).waitFor();
    expect(await page.getByTestId('unavailable-panel').count()).toBe(0);
    await context.close();
  });
});
