import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { signAccessToken } from '../../api/src/http/authenticate';
import { TIER_MEMBERS, type TierMember } from '../../api/src/modules/demo-members';
import { demoPackageCode, demoYellowCode } from '../../api/src/modules/package-code';
import { launchBrowser, openPage, passAgeGate, type E2eBrowser } from './support/browser';
import { runOperatorCommands, startTestPortal, type E2ePortal } from './support/portal';
import { logIn } from './support/session';

const JWT_SECRET = 'proof-e2e-secret-of-at-least-32-bytes';
const MEMBER = TIER_MEMBERS[0] as TierMember;

let portal: E2ePortal;
let chrome: E2eBrowser;
let files: string;

/** Runs an operator command on the portal's database (PGlite: the API stops meanwhile). */
async function operator(...args: string[]): Promise<string> {
  const [output] = await runOperatorCommands(portal, [args], { RECEIPT_STORAGE_DIR: path.join(files, 'store') });
  return output!;
}

/** A real PNG of one colour (pdf-lib embeds only valid images), written to the test's folder. */
function pngFile(name: string, rgb: [number, number, number]): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const file = path.join(files, name);
  writeFileSync(file, png);
  return file;
}

const accessToken = () => signAccessToken(JWT_SECRET, { id: MEMBER.id, tier: MEMBER.tier });

/** The member's balance as the API has it. */
async function balance(page: Page): Promise<number> {
  const answer = await page.request.get(`${portal.url}/api/s1/points/pointbalance`, {
    headers: { Authorization: `Bearer ${accessToken()}` },
  });
  return ((await answer.json()) as { data: { pointBalance: number } }).data.pointBalance;
}

const balanceIs = (page: Page, points: number) =>
  page
    .getByRole('button', { name: `${MEMBER.firstName}, ${points.toLocaleString('en-US')} pts: account menu` })
    .waitFor();

/** Console errors other than the browser's note of the refusals this journey provokes (409). */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('status of 409'));

beforeAll(async () => {
  files = mkdtempSync(path.join(os.tmpdir(), 'proof-e2e-'));
  portal = await startTestPortal(19580, {
    env: { JWT_SECRET, RECEIPT_STORAGE_DIR: path.join(files, 'store') },
  });
  chrome = await launchBrowser();
});

afterAll(async () => {
  await chrome?.close();
  await portal?.cleanup();
  rmSync(files, { recursive: true, force: true });
});

describe('purchase proof', () => {
  it('credits codes, refuses wrong ones and the 16th of the day, and grants a yellow-sticker set once', async () => {
    const { page, context, errors } = await openPage(chrome.browser);
    await logIn(page.context(), JWT_SECRET, MEMBER);
    await page.goto(`${portal.url}/earn-points/pincode`);
    await passAgeGate(page);
    const code = (n: number) => page.getByLabel(`Product code ${n}`, { exact: true });
    const submit = () => page.getByRole('button', { name: 'Submit' }).click();
    const results = page.locator('section[aria-live="polite"] li');

    await code(1).fill(demoPackageCode('go', 12, 0));
    await page.getByRole('button', { name: 'Add another code' }).click();
    await code(2).fill('111111111111');
    await page.getByRole('button', { name: 'Add another code' }).click();
    await code(3).fill(demoPackageCode('pods', 10, 0));
    await submit();
    await page.getByText('Please select.').waitFor();
    await page.getByLabel('Flavor').selectOption('Cool Mint');
    await submit();
    await results.nth(2).waitFor();
    expect(await results.allTextContents()).toEqual([
      `${demoPackageCode('go', 12, 0)}Congratulations, you've earned 25 points!`,
      '111111111111Oops! It looks like you entered the wrong product code. Please try again.',
      `${demoPackageCode('pods', 10, 0)}Congratulations, you've earned 16 points!`,
    ]);
    await balanceIs(page, MEMBER.points + 41);

    // 13 more codes make 15 today; the 16th is refused.
    for (let n = 1; n <= 14; n += 1) {
      if (n > 1) await page.getByRole('button', { name: 'Add another code' }).click();
      await code(n).fill(demoPackageCode('go', 12, n));
    }
    await submit();
    await results.nth(13).waitFor();
    const texts = await results.allTextContents();
    expect(texts.filter((text) => text.endsWith("Congratulations, you've earned 25 points!"))).toHaveLength(13);
    expect(texts[13]).toBe(
      `${demoPackageCode('go', 12, 14)}Sorry, you have reached the limit for today, please try again tomorrow.`,
    );
    await balanceIs(page, MEMBER.points + 41 + 13 * 25);

    await page.goto(`${portal.url}/earn-points/yellow-pincode`);
    await page.getByText('Note: each reward can be redeemed only once.').waitFor();
    await page.getByLabel('Yellow sticker code').fill(demoYellowCode('yellow-sticker', 0));
    await page.getByLabel('Pod pack code').fill(demoYellowCode('pod-pack', 0));
    await submit();
    await page
      .getByRole('form', { name: 'Enter Your Codes' })
      .getByRole('status')
      .filter({ hasText: "Congratulations, you've earned 50 points!" })
      .waitFor();
    await balanceIs(page, MEMBER.points + 41 + 13 * 25 + 50);
    await page.getByLabel('Leap device code').fill(demoYellowCode('leap-device', 0));
    await submit();
    await page.getByText('Error! Something went wrong. This reward can be redeemed only once').waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('merges three photos into one PDF with a progress bar, refuses 6 MB and a twin, and shows the approval', async () => {
    const { page, context, errors } = await openPage(chrome.browser);
    await logIn(page.context(), JWT_SECRET, MEMBER);
    // The upload waits a moment so the progress bar can be seen.
    await page.route('**/api/s1/receipt/upload', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto(`${portal.url}/upload-receipt`);
    await passAgeGate(page);
    const chooser = page.getByLabel(/^Receipt \(JPEG, PNG or PDF/);
    const submit = () => page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('You have not uploaded any receipts yet.').waitFor();
    // On a phone the file picker (the page's own button: the browser's would speak its own language) stays inside its form.
    await page.setViewportSize({ width: 360, height: 800 });
    const pickerButton = page.getByText('Choose files', { exact: true });
    const [picker, form] = await Promise.all([pickerButton.boundingBox(), page.getByRole('form').boundingBox()]);
    expect(picker!.x + picker!.width).toBeLessThanOrEqual(form!.x + form!.width);
    await page.setViewportSize({ width: 1280, height: 900 });

    const big = path.join(files, 'big.jpg');
    writeFileSync(big, Buffer.alloc(6 * 1024 * 1024));
    await chooser.setInputFiles(big);
    await page.getByText('Error: Size of the receipt must be less than 5 MB.').waitFor();
    // A document renamed .png: Chromium cannot draw it, so it is refused before anything is sent.
    const renamed = path.join(files, 'notes.png');
    writeFileSync(renamed, 'Shopping list: pods, charger.');
    await chooser.setInputFiles(renamed);
    await page.getByText('Select valid image').waitFor();
    expect(await page.getByRole('list', { name: 'Selected files' }).count()).toBe(0);

    await chooser.setInputFiles([
      pngFile('front.png', [250, 250, 240]),
      pngFile('middle.png', [240, 240, 250]),
      pngFile('back.png', [240, 250, 240]),
    ]);
    await page.getByRole('list', { name: 'Selected files' }).getByRole('listitem').nth(2).waitFor();
    await page.getByText('3 files chosen').waitFor();
    await page.screenshot({ path: path.join(os.tmpdir(), 'purchase-proof-upload.png'), fullPage: true });
    await submit();
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await page.getByText('Your receipt was uploaded successfully. We will verify it within 24-48 hours.').waitFor();
    await page.getByRole('cell', { name: 'Pending review' }).waitFor();

    const single = pngFile('single.png', [200, 10, 10]);
    await chooser.setInputFiles(single);
    await submit();
    await page.getByRole('cell', { name: 'Pending review' }).nth(1).waitFor();
    await chooser.setInputFiles(single);
    await submit();
    await page.getByText('This receipt has already been uploaded. Please upload another receipt.').waitFor();

    const before = await balance(page);
    // On PGlite the API is down while each operator command runs: the open page's polls meet the
    // proxy's 503 then, and only then.
    const beforeReview = errors.length;
    const pending = await operator('receipts:list');
    const merged = pending
      .split('\n')
      .find((line) => line.includes('application/pdf'))!
      .split(' ')[0]!;
    expect(await operator('receipts:approve', merged, '--points', '60', '--operator', 'Dana (support)')).toContain(
      '60 points credited',
    );
    const duringReview = errors.splice(beforeReview);
    errors.push(...duringReview.filter((error) => !error.includes('status of 503')));
    await page.reload();
    await page.getByRole('cell', { name: 'Approved: 60 points' }).waitFor();
    await balanceIs(page, before + 60);
    await page.getByTestId('notification-bell').click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Your receipt was approved: 60 points were added to your balance.')
      .waitFor();
    await page.screenshot({ path: path.join(os.tmpdir(), 'purchase-proof-approved.png'), fullPage: true });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('searches the eligible products', async () => {
    const { page, context, errors } = await openPage(chrome.browser);
    await logIn(page.context(), JWT_SECRET, MEMBER);
    await page.goto(`${portal.url}/eligible-product`);
    await passAgeGate(page);
    await page.getByText('1 - 10 of 22').waitFor();
    await page.getByLabel('Search products').fill('charger');
    // Three matches fit on one page: the pager goes.
    await page.getByRole('navigation', { name: 'Product pages' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('table').getByRole('row').count()).toBe(4);
    // On a 360 px phone each UPC stays on one line, to be read against the package's barcode.
    await page.setViewportSize({ width: 360, height: 800 });
    const upc = page.getByRole('cell', { name: '850012345021' });
    const lines = await upc.evaluate((cell) => {
      const text = document.createRange();
      text.selectNodeContents(cell);
      return text.getClientRects().length;
    });
    expect(lines).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names the products and their types in Spanish for a Spanish browser', async () => {
    const { page, context, errors } = await openPage(chrome.browser, { locale: 'es-MX', width: 360 });
    await logIn(page.context(), JWT_SECRET, MEMBER);
    await page.goto(`${portal.url}/eligible-product`);
    await passAgeGate(page, 'es');
    const pager = page.getByRole('navigation', { name: 'Páginas de productos' });
    await pager.getByText('1 - 10 de 22').waitFor();
    // On a phone the range has its own line, with the two buttons side by side under it.
    const [range, previous, next] = await Promise.all([
      pager.getByRole('status').boundingBox(),
      pager.getByRole('button', { name: 'Anterior' }).boundingBox(),
      pager.getByRole('button', { name: 'Siguiente' }).boundingBox(),
    ]);
    expect(range!.y + range!.height).toBeLessThanOrEqual(previous!.y);
    expect(previous!.y).toBe(next!.y);
    await page.getByLabel('Buscar productos').fill('cargador');
    await page.getByRole('navigation', { name: 'Páginas de productos' }).waitFor({ state: 'detached' });
    // On a phone each product stacks (name beside its code, type below): read the cells, not the row's text.
    const rows = await page.getByRole('table').getByRole('row').all();
    const cells = await Promise.all(rows.slice(1).map((row) => row.getByRole('cell').allInnerTexts()));
    expect(cells.map((row) => row.slice(0, 2))).toEqual([
      ['Cargador USB XL', 'Accesorio'],
      ['Cargador USB', 'Accesorio'],
      ['Cargador para auto', 'Accesorio'],
    ]);
    // Each 12-digit code on one line, and nothing wider than the screen.
    const code = await rows[1]!.getByRole('cell').nth(2).boundingBox();
    const name = await rows[1]!.getByRole('cell').nth(0).boundingBox();
    expect(code!.height).toBeLessThanOrEqual(name!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
