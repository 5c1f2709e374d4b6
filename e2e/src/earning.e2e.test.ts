import path from 'node:path';
import type { Page } from 'playwright-core';
import { formsTranslations } from '../../kit/src/forms/translations';
import { intakeSurveyTranslations } from '../../mfe-auth/src/features/intake-survey/translations';
import { loginTranslations } from '../../mfe-auth/src/features/login/translations';
import { previewTranslations } from '../../mfe-earn/src/features/activity-preview/translations';
import { earnPointsTranslations } from '../../mfe-earn/src/features/earn-points/translations';
import { historyTranslations } from '../../mfe-earn/src/features/points-history/translations';
import { thankYouTranslations } from '../../mfe-earn/src/features/thank-you-quiz/translations';
import homeEn from '../../shell/src/features/home/translations.en';
import { commonTranslations } from '../../shared/src/i18n/common';
import { openPage, passAgeGate } from './support/browser';
import { portalSuite } from './support/portal';
import { insertMember, logIn, type SignedInMember } from './support/session';

const ROOT = path.resolve(__dirname, '..', '..');
const JWT_SECRET = 'earning-e2e-secret-of-at-least-32-bytes';
const MEMBER = { email: 'earner@example.com', firstName: 'Robin' };
const FRIEND = 'new.member4@store.example';
const FRIEND_PASSWORD = 'Friend#2026';
const t = previewTranslations.en;
const list = earnPointsTranslations.en;
const streakToast = commonTranslations.en.streakEarned.replace('{{points, number}}', '5');
const STREAK_VISIT = '/api/s1/user/web-streak-count';

let member: SignedInMember;

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
      password: FRIEND_PASSWORD,
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

/** The friend signs in through the login form with the mailed one-time code and answers the intake survey. */
async function friendSignsIn(page: Page): Promise<void> {
  const login = loginTranslations.en;
  const fields = formsTranslations.en.fields;
  await page.getByRole('heading', { level: 1, name: login.title }).waitFor();
  await page.getByLabel(fields.email, { exact: true }).fill(FRIEND);
  await page.getByLabel(fields.password, { exact: true }).fill(FRIEND_PASSWORD);
  await page.getByRole('button', { name: login.submit, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: login.otp.title });
  await dialog.waitFor();
  const code = /\b(\d{6})\b/.exec(await mailText(page, FRIEND, /login code/))![1]!;
  await dialog.getByLabel(login.otp.label).fill(code);
  await dialog.getByRole('button', { name: login.otp.validate }).click();
}

const suite = portalSuite(19330, { env: { JWT_SECRET, DEV_MAILBOX: 'true' } });

beforeAll(async () => {
  member = await insertMember(suite.portal, MEMBER);
});

describe('earning activities in Chromium', () => {
  it('filters, watches, leaves a video early, passes the quiz, reads, refers, keeps a streak and meets the limit', async () => {
    const { page, context, errors } = await openPage(suite.chrome.browser, { loginStreak: true });
    await logIn(context, JWT_SECRET, member);
    await page.goto(`${suite.portal.url}/earn-points`);
    await passAgeGate(page);
    await page.getByRole('heading', { level: 1, name: list.title }).waitFor();
    // The page load counted today for the login streak.
    await toast(page, streakToast);
    await balance(page, 5);

    await page.getByRole('button', { name: list.video, exact: true }).click();
    // The video list replaces Show All's, which holds the same videos: count once an activity that is
    // no video has gone and a video is back, not while the old list or the new one's spinner shows.
    await page.getByRole('link', { name: 'Daily Login Streak' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Watch: Caring for Your Pods' }).waitFor();
    expect(await page.getByTestId('activity-card').count()).toBe(3);

    await page.getByRole('link', { name: 'Watch: A Quick Tour of Vapor Rewards' }).click();
    await play(page);
    await toast(page, t.earned.replace('{{points, number}}', '20'));
    await balance(page, 25);

    await openActivity(page, 'Watch: Caring for Your Pods');
    await play(page);
    // Left after a second of playing: part of the video seen, not all of it.
    await page.getByTestId('activity-video').evaluate(
      (video: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          const check = () => (video.currentTime >= 1 ? resolve() : requestAnimationFrame(check));
          check();
        }),
    );
    await page.getByRole('link', { name: t.backToList }).click();
    await toast(page, "Sorry! You haven't watched the full video, no points will be credited!");

    await page.goto(`${suite.portal.url}/points-history`);
    await page.getByText('Watch: A Quick Tour of Vapor Rewards').waitFor();
    // Two entries (the watched tour and the first visit's streak day), so no pager: the half-watched video earned nothing.
    expect(await page.locator('ol li:has(time)').count()).toBe(2);

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
    await balance(page, 55);

    await openActivity(page, 'Read: Battery Safety Basics');
    await page.getByRole('heading', { name: 'Battery Safety Basics', level: 2 }).waitFor();
    await page.getByRole('status').filter({ hasText: t.read.done }).waitFor({ timeout: 50_000 });
    await toast(page, t.earned.replace('{{points, number}}', '15'));
    await balance(page, 70);

    // The PDF is embedded: the shell's origin lets its own pages frame it.
    const pdf = page.waitForResponse((response) => response.url().endsWith('/responsible-use.pdf'));
    // A frame the policy refuses commits Chromium's error page instead of the document.
    const pdfShown = page.waitForEvent('framenavigated', (frame) => frame.url().endsWith('/responsible-use.pdf'));
    await openActivity(page, 'Read: Our Responsible Use Pledge');
    await pdfShown;
    expect(await page.getByTitle(t.read.pdfTitle).getAttribute('src')).toBe(
      '/api/s1/activity/media/responsible-use.pdf',
    );
    expect((await pdf).headers()['x-frame-options']).toBe('SAMEORIGIN');
    await page.getByRole('link', { name: t.read.downloadPdf }).waitFor();

    // The external survey answers inside its frame; its report completes the event.
    await openActivity(page, 'Survey: Tell Us About Your Device');
    const survey = page.frameLocator(`iframe[title="${t.survey.frameTitle}"]`);
    await survey.getByRole('heading', { name: 'Tell us about your device' }).waitFor();
    await survey.getByLabel('How often do you use your device?').fill('Every day');
    await survey.getByLabel('Yes').check();
    await survey.getByRole('button', { name: 'Send' }).click();
    await page.getByText(thankYouTranslations.en.completed).waitFor();
    await balance(page, 95);

    await openActivity(page, 'Refer a Friend');
    await page.getByLabel('Friend’s e-mail 1').fill(FRIEND);
    await page.getByRole('button', { name: t.refer.add }).click();
    // On a phone the form's buttons keep their words on one line: squeezed side by side, "Add another
    // e-mail" broke after "e-".
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 412, height: 800 });
    const addLines = await page.getByRole('button', { name: t.refer.add }).evaluate((button) => {
      const text = document.createRange();
      text.selectNodeContents(button);
      return text.getClientRects().length;
    });
    expect(addLines).toBe(1);
    await page.setViewportSize(desktop);
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
    await balance(page, 195);

    // Today was counted at the first page load; the streak page shows it and credits nothing more.
    await openActivity(page, 'Daily Login Streak');
    await page.getByText(t.streak.days.replace('{{count}}', '1')).waitFor();
    await page.getByText(t.streak.today).waitFor();
    expect(await page.getByText(streakToast, { exact: true }).count()).toBe(0);
    await balance(page, 195);

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

  // The friend who joined through the referral above signs in for the first time.
  it("signing in counts the day for the login streak once, and the streak page shows today's visit", async () => {
    const { page, context, errors } = await openPage(suite.chrome.browser, { loginStreak: true });
    const credits: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(STREAK_VISIT) && response.status() === 201) credits.push(response.status());
    });
    await page.goto(`${suite.portal.url}/login`);
    await passAgeGate(page);
    await friendSignsIn(page);
    await toast(page, streakToast);
    expect(await page.getByText(streakToast, { exact: true }).count()).toBe(1);

    // The friend's sign-up gave the names and the gender, so no intake survey stands before the earn list.
    await page.getByRole('region', { name: homeEn.earn.region }).waitFor();
    expect(await page.getByRole('form', { name: intakeSurveyTranslations.en.title }).count()).toBe(0);
    await openActivity(page, 'Daily Login Streak');
    await page.getByText(t.streak.days.replace('{{count}}', '1')).waitFor();
    await page.getByText(t.streak.today).waitFor();
    expect(credits).toHaveLength(1);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  // The member of the first test, now on a French browser: the server names each entry in French.
  it('shows the points history in the member’s language', async () => {
    const { page, context, errors } = await openPage(suite.chrome.browser, { locale: 'fr-CA', width: 390 });
    await logIn(context, JWT_SECRET, member);
    await page.goto(`${suite.portal.url}/points-history`);
    await passAgeGate(page, 'fr');
    await page.getByRole('heading', { level: 1, name: historyTranslations.fr.title }).waitFor();
    await page.getByText('Regarder : un tour rapide de Vapor Rewards', { exact: true }).waitFor();
    await page.getByText('Série de connexions : jour 1', { exact: true }).waitFor();
    await page.getByText('Parrainage', { exact: true }).waitFor();
    expect(await page.getByText('Watch: A Quick Tour of Vapor Rewards').count()).toBe(0);
    await page.screenshot({ path: path.join(ROOT, '.data', 'earning-points-history-fr.png'), fullPage: true });
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
