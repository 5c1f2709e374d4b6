import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import layoutEn from '../../../shell/src/features/layout/translations.en';
import layoutEs from '../../../shell/src/features/layout/translations.es';
import layoutFr from '../../../shell/src/features/layout/translations.fr';

/** Debian's Chromium; never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium from calling out of this closed network at start. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where the browsers a suite launched are kept in its global, for the test environment (failureScreenshots.ts). */
export const BROWSERS_KEY = '__e2eBrowsers';

export interface E2eBrowser {
  browser: Browser;
  close: () => Promise<void>;
}

/**
 * Chromium with a fresh, throw-away profile (playwright makes and removes it), known to the test
 * environment so that a failing journey's open pages are saved as screenshots (failureScreenshots.ts).
 */
export async function launchBrowser(): Promise<E2eBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  const launched = ((globalThis as Record<string, unknown>)[BROWSERS_KEY] ??= new Set<Browser>()) as Set<Browser>;
  launched.add(browser);
  return {
    browser,
    close: async () => {
      launched.delete(browser);
      await browser.close();
    },
  };
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught page errors seen so far. */
  errors: string[];
}

/** The login streak's visit, which the shell calls on a member's page load and sign-in. */
const STREAK_VISIT = '**/api/s1/user/web-streak-count';

/**
 * A fresh browser session (its own storage) whose console errors are collected. Unless `loginStreak`
 * is set, the streak visit is answered "already counted today" before it reaches the API: a member's
 * first page of the day would otherwise earn the streak's points at a moment the journey does not
 * control, and every balance it checks would move (the earning journey counts it for real).
 */
export async function openPage(
  browser: Browser,
  options: { locale?: string; width?: number; loginStreak?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  if (!options.loginStreak)
    await context.route(STREAK_VISIT, (route) =>
      route.fulfill({ json: { httpCode: 200, data: { daysCount: 1, earnedToday: true, points: 0 } } }),
    );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

/**
 * Resolves once the page has asked for every one of `urls`, `seen` being what its request listener has
 * collected so far: a journey that compares what was asked for before some moment waits for what it
 * expects, not for a fixed time. A URL never asked for fails with Playwright's timeout, which names it.
 */
export async function whenRequested(page: Page, seen: readonly string[], urls: Iterable<string>): Promise<void> {
  await Promise.all([...urls].filter((url) => !seen.includes(url)).map((url) => page.waitForRequest(url)));
}

const AGE_GATE = { en: layoutEn.ageGate, fr: layoutFr.ageGate, es: layoutEs.ageGate };

/** Answers Yes on the age gate, in the page's language. */
export async function passAgeGate(page: Page, language: keyof typeof AGE_GATE = 'en'): Promise<void> {
  const gate = AGE_GATE[language];
  const dialog = page.getByRole('dialog', { name: gate.title });
  await dialog.getByRole('button', { name: gate.yes }).click();
  await dialog.waitFor({ state: 'detached' });
}
