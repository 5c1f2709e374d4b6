import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { TIER_MEMBERS, TIER_MEMBER_PASSWORD } from '../../api/src/modules/demo-members';
import { DEMO_REWARD_IDS } from '../../api/src/modules/rewards';
import { rewardsTranslations } from '../../mfe-rewards/src/features/catalogue/translations';
import { commonTranslations } from '../../shared/src/i18n/common';
import { openPage, passAgeGate } from './support/browser';
import { portalSuite } from './support/portal';
import { logIn } from './support/session';
import { logOutEverywhere, signInWithMailedOtp } from './support/signIn';

const JWT_SECRET = 'rewards-e2e-secret-of-at-least-32-bytes';
const SHOTS = path.resolve(__dirname, '..', '..', '.data', 'e2e-shots');

const suite = portalSuite(18580, { env: { JWT_SECRET } });

const pushRoute = (page: Page, route: string) => page.evaluate((p) => window.history.pushState(null, '', p), route);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const redeemButton = (page: Page) => page.getByRole('button', { name: 'Redeem', exact: true });

async function openPortal(tierIndex: number, language: 'en' | 'fr' = 'en') {
  const watched = await openPage(suite.chrome.browser, language === 'fr' ? { locale: 'fr-CA', width: 390 } : {});
  await logIn(watched.context, JWT_SECRET, TIER_MEMBERS[tierIndex]!);
  // window.print would open the system dialog; the journey records that Print asked for it.
  await watched.context.addInitScript(() => {
    window.print = () => Object.assign(window, { __printed: true });
  });
  await watched.page.goto(suite.portal.url);
  await passAgeGate(watched.page, language);
  return watched;
}

/** Fills the payment step with a sandbox card and presses Pay. */
async function payByCard(page: Page, card: string, amount: string): Promise<void> {
  await page.getByRole('heading', { name: 'Payment' }).waitFor();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

async function payPhysicalReward(page: Page): Promise<void> {
  await pushRoute(page, '/rewards');
  await heading(page, 'Rewards').waitFor();
  await page.screenshot({ path: path.join(SHOTS, 'rewards-catalogue.png'), fullPage: true });
  await page.getByRole('link', { name: 'View: XL USB charger' }).click();
  await redeemButton(page).click();

  await page.getByRole('heading', { name: 'Shipping address' }).waitFor();
  await page.getByLabel('Suite / Apt').fill('4B');
  await page.getByRole('combobox', { name: 'Address' }).fill('100 Main Street');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').fill('Texas');
  await page.getByLabel('Country').fill('USA');
  await page.getByLabel('Zip Code').fill('787');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Error: Invalid zip!').waitFor();
  await page.getByLabel('Zip Code').fill('78701');
  await page.getByRole('button', { name: 'Continue' }).click();

  await payByCard(page, '4000 1111 1111 1115', '$7.00');
  await page.getByText('Error in Payment Process').waitFor();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Pay $7.00' }).click();
  await page.getByText('Your transaction has been successfully completed!').waitFor();
}

async function printConfirmation(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Go to My Rewards' }).click();
  await heading(page, 'My Rewards').waitFor();
  const order = page.getByTestId('order').filter({ hasText: 'XL USB charger' });
  await order.getByText('Paid: $7.00').waitFor();
  await order.getByRole('button', { name: 'View confirmation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order confirmation' });
  await dialog.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { __printed?: boolean }).__printed)).toBe(true);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: path.join(SHOTS, 'rewards-print.png') });
  expect(await page.getByRole('banner').isVisible()).toBe(false);
  // The dialog's own box is hidden in print (so it leaves the accessibility tree): look for its text.
  expect(await page.getByText(/^Order RW\d+$/).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  await page.emulateMedia({ media: 'screen' });
  await dialog.getByRole('button', { name: 'Back' }).click();
}

async function redeemAndDownloadVoucher(page: Page): Promise<void> {
  await pushRoute(page, `/reward-preview/${DEMO_REWARD_IDS['gift-card-5']}`);
  await redeemButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await dialog
    .getByTestId('reward-code')
    .filter({ hasText: /^GIFTCARD5-\d{4}$/ })
    .waitFor();
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download voucher' }).click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByText('Your download has started.').waitFor();
}

describe('rewards in Chromium', () => {
  it('redeems and pays a physical reward, prints it, downloads a voucher, and is refused repeats and empty stock', async () => {
    const { page, errors } = await openPortal(3);
    await payPhysicalReward(page);
    await printConfirmation(page);
    await redeemAndDownloadVoucher(page);

    await pushRoute(page, `/reward-preview/${DEMO_REWARD_IDS['gift-card-5']}`);
    await page.getByText('Already redeemed').waitFor();
    expect(await redeemButton(page).isDisabled()).toBe(true);
    await pushRoute(page, `/reward-preview/${DEMO_REWARD_IDS['travel-case']}`);
    await page.getByText('Temporarily out of stock').waitFor();
    expect(await redeemButton(page).isDisabled()).toBe(true);

    await pushRoute(page, '/reward-preview/vip-customer-support');
    await page.getByText(/Monday to Friday, 9 to 5 ET/).waitFor();
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  }, 120000);

  it('keeps VIP support locked for a tier 1 member', async () => {
    const { page } = await openPortal(0);
    await pushRoute(page, '/reward-preview/vip-customer-support');
    await page.getByText('VIP Customer Support unlocks at the Genius tier.').waitFor();
    expect(await page.getByText(/Monday to Friday/).count()).toBe(0);
  }, 60000);

  it('shows a French member the catalogue and a reward in French', async () => {
    const { page, errors } = await openPortal(0, 'fr');
    const fr = rewardsTranslations.fr;
    await pushRoute(page, '/rewards');
    await heading(page, fr.catalogue.title).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Casquette Vapor Rewards' }).waitFor();
    expect(await page.getByText('Vapor Rewards cap').count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'rewards-catalogue-fr.png'), fullPage: true });
    await page.getByRole('link', { name: `${fr.catalogue.view}: Casquette Vapor Rewards` }).click();
    await heading(page, 'Casquette Vapor Rewards').waitFor();
    await page.getByText('Une casquette en coton brodée aux couleurs de la marque.').first().waitFor();
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  }, 60000);

  it('comes back to the same order, with the address typed so far, when the session ended under it', async () => {
    const { page, context, errors } = await openPage(suite.chrome.browser);
    const member = { email: TIER_MEMBERS[1]!.email, password: TIER_MEMBER_PASSWORD };
    await page.goto(`${suite.portal.url}/rewards`);
    await passAgeGate(page);
    await signInWithMailedOtp(page, suite.portal.url, member);
    await page.getByRole('link', { name: 'View: Vapor Rewards cap' }).click();
    await redeemButton(page).click();
    await page.getByRole('heading', { name: 'Shipping address' }).waitFor();
    // The order is named in the address from now on: Redeem is not offered again for it.
    await page.waitForURL(/\/reward-preview\/[\w-]+\?order=[\w-]+$/);
    const orderUrl = page.url();
    const address = {
      'Suite / Apt': '12',
      City: 'Austin',
      State: 'Texas',
      Country: 'USA',
      'Zip Code': '78701',
    };
    await page.getByRole('combobox', { name: 'Address' }).fill('200 Congress Avenue');
    for (const [label, value] of Object.entries(address)) await page.getByLabel(label).fill(value);

    // Continue sends the address with a token the server no longer takes, and the refresh is refused.
    await logOutEverywhere(page, suite.portal.url);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(commonTranslations.en.sessionExpired).waitFor();
    expect(new URL(page.url()).searchParams.get('route')).toBe(orderUrl.slice(suite.portal.url.length));
    await signInWithMailedOtp(page, suite.portal.url, member);

    await page.waitForURL(orderUrl);
    await page.getByRole('status').filter({ hasText: rewardsTranslations.en.address.draftKept }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Address' }).inputValue()).toBe('200 Congress Avenue');
    for (const [label, value] of Object.entries(address)) expect(await page.getByLabel(label).inputValue()).toBe(value);
    await page.screenshot({ path: path.join(SHOTS, 'rewards-address-kept.png'), fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await payByCard(page, '4111 1111 1111 1111', '$4.99');
    await page.getByText('Your transaction has been successfully completed!').waitFor();
    expect(new URL(page.url()).search).toBe('');

    // One order, paid, and the cap's points taken once.
    await pushRoute(page, '/my-rewards');
    await heading(page, 'My Rewards').waitFor();
    const orders = page.getByTestId('order').filter({ hasText: 'Vapor Rewards cap' });
    await orders.getByText('Paid: $4.99').waitFor();
    expect(await orders.count()).toBe(1);
    const session = await page.evaluate(() => window.localStorage.getItem('portal-session'));
    expect((JSON.parse(session!) as { state: { pointBalance: number } }).state.pointBalance).toBe(
      TIER_MEMBERS[1]!.points - 100,
    );
    // The refused call and refresh are the only failures the browser reports.
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    await context.close();
  }, 120000);
});
