import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { openPage, passAgeGate } from './support/browser';
import { portalSuite } from './support/portal';
import { insertMember, logIn, type SignedInMember } from './support/session';

/**
 * Every screen a visitor or a new member reaches from the menus, checked by axe-core (the engine of
 * Lighthouse's accessibility audit) for WCAG 2.1 A and AA, on a desktop and on a phone. A serious or
 * critical finding fails: it is what a screen reader or keyboard member, or one with low vision, runs
 * into (docs/decisions.md, 122).
 */
const JWT_SECRET = 'a11y-e2e-secret-of-at-least-32-bytes';
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [1280, 375];

const VISITOR_ROUTES = ['/', '/login', '/signup', '/forget-password', '/about-us', '/contact-us'];
const MEMBER_ROUTES = [
  '/',
  '/earn-points',
  '/earn-points/pincode',
  '/upload-receipt',
  '/points-history',
  '/rewards',
  '/my-rewards',
  '/contest',
  '/help-desk',
  '/support',
  '/faq',
  '/update-profile',
  '/program-perks',
];

/** The list routes whose first item's page is checked too: an activity, a reward, a contest's wheel. */
const ITEM_LINK: Record<string, string> = {
  '/earn-points': 'a[href^="/earn-points-action-preview/"]',
  '/rewards': 'a[href^="/reward-preview/"]',
  '/contest': 'a[href^="/contest/"]',
};

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * The page's serious and critical findings, once the app's own heading shows (not the server's copy,
 * which waits in `[data-static-screen]` for it) and nothing is loading.
 */
async function audit(page: Page): Promise<Finding[]> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#portal-main h1')].some(
      (heading) => !heading.closest('[data-static-screen]') && heading.checkVisibility(),
    ),
  );
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('#portal-main [aria-busy="true"]'));
  // Through the DevTools protocol, which the page's CSP does not govern: axe is not the page's script.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations as Array<{
      id: string;
      impact: string | null;
      help: string;
      nodes: Array<{ target: string[]; html: string }>;
    }>;
  }, TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.html.slice(0, 160)) }));
}

const suite = portalSuite(21480, { env: { JWT_SECRET } });
let member: SignedInMember;

beforeAll(async () => {
  member = await insertMember(suite.portal, { email: 'a11y-e2e@example.com', firstName: 'Robin' });
});

describe.each(WIDTHS)('at %i px', (width) => {
  it('a visitor meets no serious or critical finding on any public screen', async () => {
    const { page, context } = await openPage(suite.chrome.browser, { width });
    const findings: Record<string, Finding[]> = {};
    for (const [i, route] of VISITOR_ROUTES.entries()) {
      await page.goto(`${suite.portal.url}${route}`);
      if (i === 0) await passAgeGate(page);
      findings[route] = await audit(page);
    }
    expect(findings).toEqual(Object.fromEntries(VISITOR_ROUTES.map((route) => [route, []])));
    await context.close();
  });

  it('a new member meets no serious or critical finding on any screen of the menus, nor one step into a list', async () => {
    const { page, context } = await openPage(suite.chrome.browser, { width });
    await logIn(context, JWT_SECRET, member);
    const findings: Record<string, Finding[]> = {};
    const items: string[] = [];
    for (const [i, route] of MEMBER_ROUTES.entries()) {
      await page.goto(`${suite.portal.url}${route}`);
      if (i === 0) await passAgeGate(page);
      findings[route] = await audit(page);
      const item = ITEM_LINK[route];
      if (item) items.push((await page.locator(`#portal-main ${item}`).first().getAttribute('href'))!);
    }
    for (const item of items) {
      await page.goto(`${suite.portal.url}${item}`);
      findings[item] = await audit(page);
    }
    const screens = [...MEMBER_ROUTES, ...items];
    expect(items).toHaveLength(Object.keys(ITEM_LINK).length);
    expect(findings).toEqual(Object.fromEntries(screens.map((route) => [route, []])));
    await context.close();
  });

  it('a member meets none with a ticket open, nor with the header panels open', async () => {
    const { page, context } = await openPage(suite.chrome.browser, { width });
    await logIn(context, JWT_SECRET, member);
    await page.goto(`${suite.portal.url}/help-desk`);
    await passAgeGate(page);
    const subject = `Missing points ${width}`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Description').fill('My scan of yesterday is missing.');
    await page.getByRole('button', { name: 'Submit' }).click();
    const ticket = page.getByRole('link', { name: subject });
    await ticket.waitFor();
    const findings: Record<string, Finding[]> = { 'tickets listed': await audit(page) };
    await ticket.click();
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    findings['a ticket'] = await audit(page);
    await page.getByTestId('notification-bell').click();
    await page.getByRole('region', { name: 'Notifications' }).waitFor();
    findings['notification panel'] = await audit(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /account menu$/ }).click();
    await page.getByRole('region', { name: 'Account' }).waitFor();
    findings['account panel'] = await audit(page);
    expect(findings).toEqual({ 'tickets listed': [], 'a ticket': [], 'notification panel': [], 'account panel': [] });
    await context.close();
  });
});
