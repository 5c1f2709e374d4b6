import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page, Response } from 'playwright-core';
import type { ContestWheel, SpinResult } from '../../kit/src/contracts';
import { openPage, passAgeGate } from './support/browser';
import { portalSuite, runOperatorCommands } from './support/portal';
import { logIn } from './support/session';

const ROOT = path.resolve(__dirname, '..', '..');
const JWT_SECRET = 'contest-e2e-secret-of-at-least-32-bytes';
const MEMBER = { email: 'contest-e2e@example.com', firstName: 'Robin' };
const DAILY_LIMIT = 4;
/** README's public link (the demo seed creates it). */
const PUBLIC_TOKEN = 'demo-wheel-2026-open-link';

let setup: { memberId: string; contestId: string };

/**
 * The journey's member (100 points) and a wheel of its own, made with the operator's services: 90 %
 * free_spin and 10 % points (a free spin never lands on free_spin), 10 points a spin, 4 spins a day.
 * PGlite allows one process per folder, so the API stops meanwhile.
 */
async function prepare(): Promise<typeof setup> {
  await suite.portal.stopApi();
  const script = `
    const { openDatabase } = require('./api/dist/db/open.js');
    const { loadConfig } = require('./api/dist/config.js');
    const contest = require('./api/dist/modules/contest/index.js');
    const { creditMember } = require('./api/dist/modules/points/index.js');
    (async () => {
      const db = await openDatabase(loadConfig());
      const member = await db.one(
        "insert into member (email, status, first_name, intake_survey_submitted) values ($1, 'active', $2, true) returning id",
        [${JSON.stringify(MEMBER.email)}, ${JSON.stringify(MEMBER.firstName)}],
      );
      await creditMember(db, { memberId: member.id, points: 100, reason: 'e2e', operator: 'e2e' });
      const contestId = await contest.createContest(db, 'demo',
        { slug: 'e2e-wheel', name: 'Journey Wheel', description: 'Mostly free spins.', pointRequired: 10 }, 'e2e');
      const look = { bgColor: '#5b2a86', textColor: '#ffffff' };
      await contest.saveWheel(db, contestId, [
        { text: 'Free spin', ...look, segmentType: 'free_spin', probability: 90 },
        { text: '5 points', bgColor: '#f2c14e', textColor: '#1d1b22', segmentType: 'points', probability: 10, prizePoints: 5 },
      ], 'e2e');
      await contest.configureLimits(db, contestId, {
        spinsPerDay: ${DAILY_LIMIT}, spinsTotal: null, prizesPerPeriod: null, prizePeriod: 'day',
        startsAt: null, endsAt: null, minTier: 1, pointRequired: 10,
      }, 'e2e');
      await db.close();
      process.stdout.write(JSON.stringify({ memberId: member.id, contestId }));
    })();`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: suite.portal.dataDir, DATABASE_URL: '' },
  });
  await suite.portal.startApi();
  return JSON.parse(stdout) as typeof setup;
}

const isSpinAnswer = (response: Response) =>
  response.request().method() === 'PUT' && response.url().includes('/api/s1/contest');

/** The wheel's rotation as the browser shows it, in degrees [0, 360). */
async function shownAngle(page: Page): Promise<number> {
  return page.getByTestId('wheel').evaluate((element) => {
    const matrix = new DOMMatrix(getComputedStyle(element).transform);
    return ((((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI) % 360) + 360) % 360;
  });
}

/** Clicks a spin button and returns the server's answer, once the result dialog is open. */
async function spinAndRead(page: Page, button: string, wheel: ContestWheel) {
  const answer = page.waitForResponse(isSpinAnswer);
  await page.getByRole('button', { name: button }).click();
  const response = await answer;
  const body = (await response.json()) as { httpCode: number; data: SpinResult };
  await page.getByRole('dialog').waitFor();
  // The segment the server named is the one whose centre stopped under the pointer.
  const index = wheel.segments.findIndex((segment) => segment.segmentId === body.data.segmentId);
  const slice = 360 / wheel.segments.length;
  const centre = (index + 0.5) * slice;
  const offset = (((centre + (await shownAngle(page))) % 360) + 360) % 360;
  expect(Math.min(offset, 360 - offset)).toBeLessThan(0.5);
  return { httpCode: body.httpCode, segment: wheel.segments[index]! };
}

const suite = portalSuite(18610, { env: { JWT_SECRET } });

beforeAll(async () => {
  setup = await prepare();
});

describe('contests in Chromium', () => {
  it('a member spins, lands on the server’s segment, spends free spins, reaches the daily limit; a locked wheel asks for points', async () => {
    const { page, context, errors } = await openPage(suite.chrome.browser);
    await logIn(context, JWT_SECRET, { id: setup.memberId, ...MEMBER, tier: 1, points: 100 });
    await page.goto(`${suite.portal.url}/contest`);
    await passAgeGate(page);
    await page.getByRole('heading', { level: 1, name: 'Contest' }).waitFor();
    const vip = page.getByRole('link', { name: 'VIP Jackpot Wheel Unlock With More Points' });
    await vip.waitFor();
    expect(await vip.locator('xpath=..').getAttribute('data-locked')).toBe('true');
    await page.getByRole('link', { name: 'Monthly Prize Wheel Spin Now' }).waitFor();
    await page.screenshot({ path: path.join(os.tmpdir(), 'contest-list.png') });

    const wheelAnswer = page.waitForResponse((r) => r.url().endsWith(`/api/s1/contest/${setup.contestId}`));
    await page.getByRole('link', { name: 'Journey Wheel Spin Now' }).click();
    const wheel = ((await (await wheelAnswer).json()) as { data: ContestWheel }).data;
    await page.getByRole('heading', { level: 1, name: 'Journey Wheel' }).waitFor();

    // The first spin at full length: 8 turns in 5 seconds, then the dialog.
    const started = Date.now();
    let result = await spinAndRead(page, 'Click To Spin', wheel);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
    await page.screenshot({ path: path.join(os.tmpdir(), 'contest-wheel.png') });

    // The rest with reduced motion, which shortens the animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    let paidSpins = 1;
    let freeSpins = 0;
    for (;;) {
      while (result.httpCode === 206) {
        expect(result.segment.segmentType).toBe('free_spin');
        result = await spinAndRead(page, 'Spin Now', wheel);
        freeSpins += 1;
        expect(result.segment.segmentType).not.toBe('free_spin');
      }
      await page.getByRole('dialog', { name: 'You won' }).getByText(result.segment.text).waitFor();
      if (paidSpins === DAILY_LIMIT) break;
      await page.keyboard.press('Escape');
      result = await spinAndRead(page, 'Click To Spin', wheel);
      paidSpins += 1;
    }
    expect(freeSpins).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Click To Spin' }).click();
    await page.getByText('Oops! You have reached the maximum limit.').waitFor();
    // The wheel read again says why, and when the day's spins come back.
    await page
      .getByText(/^Spinning is not available right now\. You have used today’s spins\. You can spin again on \w+ \d/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Click To Spin' }).isDisabled()).toBe(true);

    await page.goto(`${suite.portal.url}/contest`);
    await page.getByRole('link', { name: 'VIP Jackpot Wheel Unlock With More Points' }).click();
    await page.getByRole('button', { name: 'Click To Spin' }).click();
    const prompt = page.getByRole('dialog', { name: 'Oops! Low On Points.' });
    await prompt.getByText(/You need [\d,]+ more points to spin this wheel./).waitFor();
    expect(errors.filter((error) => !error.includes('status of 40'))).toEqual([]);
    await context.close();
  }, 120000);

  it('a games activity opens the wheel it names, and a spin there earns its points', async () => {
    const { page, context, errors } = await openPage(suite.chrome.browser, { width: 390 });
    await logIn(context, JWT_SECRET, { id: setup.memberId, ...MEMBER, tier: 1, points: 100 });
    await page.goto(`${suite.portal.url}/earn-points`);
    await passAgeGate(page);
    await page
      .getByRole('link', { name: /Play: spin the Free Daily Wheel/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Play: spin the Free Daily Wheel' }).waitFor();
    await page.getByRole('link', { name: 'Play now' }).click();
    // The activity names the wheel by its slug; the page spins it by the id the wheel answers.
    await page.getByRole('heading', { level: 1, name: 'Free Daily Wheel' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contest/free-wheel');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const started = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/contest/spin'));
    await page.getByRole('button', { name: 'Click To Spin' }).click();
    expect((await started).status()).toBe(201);
    await page.getByRole('dialog').getByText('This spin also earned you 20 points for a game activity.').waitFor();
    await page.goto(`${suite.portal.url}/points-history`);
    const entry = page.getByRole('listitem').filter({ hasText: 'Play: spin the Free Daily Wheel' });
    await entry.getByText('+20').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 90000);

  it('a visitor spins the wheel of a public link', async () => {
    const { page, context } = await openPage(suite.chrome.browser);
    await page.goto(`${suite.portal.url}/contestx/${PUBLIC_TOKEN}`);
    const gate = page.getByRole('dialog', { name: 'AGE VERIFICATION' });
    const heading = page.getByRole('heading', { level: 1, name: 'Free Daily Wheel' });
    await Promise.race([gate.waitFor(), heading.waitFor()]);
    if (await gate.isVisible()) await passAgeGate(page);
    await heading.waitFor();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes(`/api/s1/contestx/spin/${PUBLIC_TOKEN}`),
    );
    await page.getByRole('button', { name: 'Click To Spin' }).click();
    expect((await answer).status()).toBeLessThan(300);
    await page.getByRole('dialog').waitFor();
    await context.close();
  }, 60000);

  it("gives a visitor's prize a reference that the operator's list of spins shows", async () => {
    const [link] = await runOperatorCommands(suite.portal, [['contest:link', '--contest', 'e2e-wheel', '--uses', '2']]);
    const token = /\/contestx\/([\w-]{24})/.exec(link!)![1]!;
    const { page, context, errors } = await openPage(suite.chrome.browser, { width: 360 });
    await page.goto(`${suite.portal.url}/contestx/${token}`);
    await passAgeGate(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Click To Spin' }).click();
    const result = page.getByRole('dialog', { name: 'You won' });
    await result.waitFor();
    // The journey's wheel is 90 % free spin, and a free spin never lands on another.
    if ((await result.getByRole('button', { name: 'Spin Now' }).count()) > 0)
      await result.getByRole('button', { name: 'Spin Now' }).click();
    await result.getByText('5 points').waitFor();
    await result.getByText('To receive your prize, contact us and give this reference:').waitFor();
    const reference = (await result.locator('strong').textContent())!;
    expect(reference).toMatch(/^[0-9a-f-]{36}$/);
    const [spins] = await runOperatorCommands(suite.portal, [['contest:spins', '--contest', 'e2e-wheel']]);
    expect(spins).toMatch(new RegExp(`spin ${reference} link [0-9a-f-]{36} "5 points" \\(points\\) cost 0`));
    await result.getByRole('link', { name: 'Contact us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    await context.close();
  }, 90000);

  it('shows a French visitor the public wheel in French', async () => {
    const { page, context, errors } = await openPage(suite.chrome.browser, { locale: 'fr-CA', width: 390 });
    await page.goto(`${suite.portal.url}/contestx/${PUBLIC_TOKEN}`);
    await passAgeGate(page, 'fr');
    await page.getByRole('heading', { level: 1, name: 'Roue quotidienne gratuite' }).waitFor();
    await page.getByText('Aucun point requis : un tour gratuit par jour pour quelques points bonus.').waitFor();
    await page.screenshot({ path: path.join(ROOT, '.data', 'contest-public-fr.png'), fullPage: true });
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    await context.close();
  }, 60000);
});
