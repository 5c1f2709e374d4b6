import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';
import type { Browser } from 'playwright-core';
import { BROWSERS_KEY } from './browser';

/** Where a failed journey's screenshots go (ignored by git). */
const FOLDER = path.join(__dirname, '..', '..', '..', '.e2e-artifacts', 'failures');

const fullName = (test: Circus.TestEntry): string => {
  const names: string[] = [];
  for (let block: Circus.TestEntry | Circus.DescribeBlock | undefined = test; block; block = block.parent)
    if (block.name !== 'ROOT_DESCRIBE_BLOCK') names.unshift(block.name);
  return names.join(' ');
};

/**
 * Node's test environment that, when a journey fails, saves a screenshot of every page still open in
 * the suite's browsers: what the member saw at the failure, for a failure that does not reproduce.
 */
export default class FailureScreenshots extends TestEnvironment {
  async handleTestEvent(event: Circus.AsyncEvent | Circus.SyncEvent): Promise<void> {
    if (event.name !== 'test_fn_failure') return;
    const browsers = (this.global[BROWSERS_KEY] as Set<Browser> | undefined) ?? new Set();
    const pages = [...browsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
    if (pages.length === 0) return;
    mkdirSync(FOLDER, { recursive: true });
    const slug = fullName(event.test)
      .replace(/[^\w-]+/g, '-')
      .slice(0, 120);
    await Promise.all(
      pages.map(async (page, i) => {
        const file = path.join(FOLDER, `${slug}-${i + 1}.png`);
        try {
          await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
          console.error(`failed journey's page ${page.url()} saved as ${path.relative(process.cwd(), file)}`);
        } catch {
          // A page that closed or hangs has nothing to show; the failure itself is what jest reports.
        }
      }),
    );
  }
}
