import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { previewTranslations } from '../../mfe-earn/src/features/activity-preview/translations';
import { earnPointsTranslations } from '../../mfe-earn/src/features/earn-points/translations';
import { openPage, passAgeGate } from './support/browser';
import { portalSuite } from './support/portal';
import { addSession, insertMember } from './support/session';

const ROOT = path.resolve(__dirname, '..', '..');
const JWT_SECRET = 'earning-e2e-secret-of-at-least-32-bytes';
const MEMBER = { email: 'earner@example.com', firstName: 'Robin' };
const FRIEND = 'new.member4@store.example';
const t = previewTranslations.en;
const list = earnPointsTranslations.en;

let memberId: string;

const logIn = (context: BrowserContext) =>
  addSession(context, {
    jwtSecret: JWT_SECRET,
    member: { id: memberId, email: MEMBER.email, tier: 1 },
    names: { firstName: MEMBER.firstName },
    refreshToken: 'earning-e2e-refresh',
    pointBalance: 0,
  });

const balance = (page: Page, points: number) =>
  page
    .getByTestId('point-balance')
    .filter({ hasText: new RegExp(`^${points}\\b`) })
    .waitFor({ state: 'attached' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function openActivity(page: Page, title: string | RegExp): Promise<void> {
  await page.getByRole('link', { name: list.title, exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: list.title }).waitFor();
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** Plays the own-file video (muted: headless Chromium plays muted media without a gesture). */
async function play(page: Page): Promise<void> {
  await page.getByTestId('activity-video').evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    void video.play();
  });
}

async function mailText(page: Page, to: string, subject: RegExp): Promise<string> {
  const reader = await page.context().newPage();
  try {
    await reader.goto(`${suite.portal.url}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const mail = reader
      .getByRole('article')
      .filter({ has: reader.getByRole('heading', { name: subject }) })
      .first();
    await mail.waitFor();
    return await mail.innerText();
  } finally {
    await reader.close();
  }
}

/** The invited friend registers with the mailed referral link's code and confirms through the mailbox. */
async function friendJoins(page: Page): Promise<void> {
  const invitation = await mailText(page, FRIEND, /invites you to Vapor Rewards/);
  const refCode = /refCode=([\w-]+)/.exec(invitation)![1]!;
  const response = await fetch(`${suite.portal.url}/api/s2/auth/signup?refCode=${refCode}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Sam',
      lastName: 'Lee',
      email: FRIEND,
      confirmEmail: FRIEND,
      password: 'Friend#2026',
      birth: '1991-02-03',
      cellPhone: '+15145550111',
      address: '1 Main St',
      zip: '10001',
      gender: 'm',
    }),
  });
  expect(response.status).toBe(200);
  const confirmation = await mailText(page, FRIEND, /Confirm your Vapor Rewards account/);
  const link = /(http\S+confirm-account\?token=\S+)/.exec(confirmation)![1]!;
  await page.goto(link);
  await page.getByText('Account Confirmed you can login now').waitFor();
}

const suite = portalSuite(19330, { env: { JWT_SECRET, DEV_MAILBOX: 'true' } });

beforeAll(async () => {
  memberId = await insertMember(suite.portal, MEMBER);
});

describe('earning activities in Chromium', () => {
  it('filters, watches, leaves a video early, passes the quiz, reads, refers, keeps a streak and meets the limit', async () => {
    const { page, context, errors } = await openPage(suite.chrome.browser);
    await logIn(context);
    await page.goto(`${suite.portal.url}/earn-points`);
    await passAgeGate(page);
    await page.getByRole('heading', { level: 1, name: list.title }).waitFor();

    await page.getByRole('button', { name: list.video, exact: true }).click();
    await page.getByRole('link', { name: 'Watch: Caring for Your Pods' }).waitFor();
    expect(await page.getByTestId('activity-card').count()).toBe(3);

    await page.getByRole('link', { name: 'Watch: A Quick Tour of Vapor Rewards' }).click();
    await play(page);
    await toast(page, t.earned.replace('{{points}}', '20'));
    await balance(page, 20);

    await openActivity(page, 'Watch: Caring for Your Pods');
    await play(page);
    await page.waitForTimeout(1500);
    await page.getByRole('link', { name: t.backToList }).click();
    await toast(page, "Sorry! You haven't watched the full video, no points will be credited!");

    await page.goto(`${suite.portal.url}/points-history`);
    await page.getByText('Watch: A Quick Tour of Vapor Rewards').waitFor();
    await page.getByText('1 - 1 of 1').waitFor();

    await openActivity(page, 'Quiz: How Well Do You Know Your Flavors?');
    // The quiz's own Submit: the contact form under the activity has one too.
    const quiz = page.locator('form', { has: page.getByRole('radio', { name: 'Menthol', exact: true }) });
    await quiz.getByRole('button', { name: t.quiz.submit }).click();
    await page.getByText(t.quiz.optionRequired).first().waitFor();
    await page.getByRole('radio', { name: 'Menthol', exact: true }).check();
    await page.getByRole('radio', { name: 'False', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Berry', exact: true }).check();
    await page.getByRole('textbox', { name: /Which flavor should we make next/ }).fill('Watermelon');
    await quiz.getByRole('button', { name: t.quiz.submit }).click();
    await toast(page, t.quiz.submitted);
    await balance(page, 50);

    await openActivity(page, 'Read: Battery Safety Basics');
    await page.getByRole('heading', { name: 'Battery Safety Basics', level: 2 }).waitFor();
    await page.getByRole('timer').filter({ hasText: t.read.done }).waitFor({ timeout: 50_000 });
    await toast(page, t.earned.replace('{{points}}', '15'));
    await balance(page, 65);

    await openActivity(page, 'Refer a Friend');
    await page.getByLabel('Friend’s e-mail 1').fill(FRIEND);
    await page.getByRole('button', { name: t.refer.add }).click();
    await page.getByLabel('Friend’s e-mail 2').fill('not-an-email');
    await page.getByRole('button', { name: t.refer.send }).click();
    await page.getByText(t.refer.invalid).waitFor();
    await page.getByLabel('Friend’s e-mail 2').fill('demo@vapor-rewards.example');
    await page.getByRole('button', { name: t.refer.send }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${FRIEND}: ${t.refer.accepted}` })
      .waitFor();
    await page.getByText(`demo@vapor-rewards.example: ${t.refer.refused}`).waitFor();
    await friendJoins(page);
    await page.goto(`${suite.portal.url}/points-history`);
    await page.getByText('Referral', { exact: true }).waitFor();
    await balance(page, 165);

    await openActivity(page, 'Daily Login Streak');
    await toast(page, t.streak.earned.replace('{{points}}', '5'));
    await page.getByText(t.streak.days.replace('{{count}}', '1')).waitFor();
    await balance(page, 170);

    await openActivity(page, 'Watch: A Quick Tour of Vapor Rewards');
    await play(page);
    const modal = page.getByRole('dialog', { name: t.maxTitle });
    await modal.waitFor();
    await page.screenshot({ path: path.join(ROOT, '.data', 'earning-max-points.png') });
    await modal.getByText(t.close, { exact: true }).click();
    await modal.waitFor({ state: 'detached' });

    await page.goto(`${suite.portal.url}/earn-points`);
    await page.getByTestId('activity-done').first().waitFor();
    await page.screenshot({ path: path.join(ROOT, '.data', 'earning-earn-points.png'), fullPage: true });
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
