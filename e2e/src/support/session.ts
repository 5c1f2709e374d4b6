import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { signAccessToken } from '../../../api/src/http/authenticate';
import { MEMBER_COOKIE } from '../../../shell/src/features/home/memberCookie';
import type { E2ePortal } from './portal';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** A member a suite signs in: a seeded tier member (TIER_MEMBERS) or one that `insertMember` put in. */
export interface SignedInMember {
  id: string;
  email: string;
  firstName: string;
  tier: number;
  /** The session's point balance and lifetime points. */
  points: number;
}

/**
 * The member's session as sign-in leaves it in localStorage (zustand persist), its access token signed
 * with the suite's JWT_SECRET. The refresh token is a placeholder the API never issued.
 */
function sessionJson(jwtSecret: string, { id, email, firstName, tier, points }: SignedInMember): string {
  return JSON.stringify({
    state: {
      user: { id, email, firstName, name: firstName, requestIntakeSurveySubmitted: true },
      accessToken: signAccessToken(jwtSecret, { id, tier }),
      refreshToken: 'e2e-refresh',
      pointBalance: points,
      lifetimePoints: points,
      tier,
      videoPlayStatus: null,
    },
    version: 0,
  });
}

/**
 * Signs the member in without a login: writes the session before any app boots, in every page the
 * context opens from now on. Only in the top document: a framed one (the survey, a PDF, which has no
 * storage) would overwrite the page's session.
 */
export async function logIn(context: BrowserContext, jwtSecret: string, member: SignedInMember): Promise<void> {
  await context.addInitScript(
    (value) => {
      if (window === window.top) window.localStorage.setItem('portal-session', value);
    },
    sessionJson(jwtSecret, member),
  );
  // A signed-in browser holds the member cookie too (cookies ignore the port): `/` comes without the
  // visitor's home, as for a real member.
  await context.addCookies([{ name: MEMBER_COOKIE, value: '1', domain: 'localhost', path: '/' }]);
}

/**
 * Writes the member's session into the open page's localStorage, with the member cookie, and opens the
 * page again: it starts signed in as that member. The write happens on a document of the same origin
 * where no app runs: a running app saves its own session on its next change of state (an answer about
 * the balance), which could land between the write and the next load and bring the previous member back.
 */
export async function writeSession(page: Page, jwtSecret: string, member: SignedInMember): Promise<void> {
  const url = page.url();
  await page.goto(new URL('/federation.json', url).href);
  await page.evaluate((value) => window.localStorage.setItem('portal-session', value), sessionJson(jwtSecret, member));
  await page.context().addCookies([{ name: MEMBER_COOKIE, value: '1', url }]);
  await page.goto(url);
}

/**
 * Puts an active member who has done the intake survey in the API's database: tier 1, no points.
 * PGlite allows one process per folder, so the API stops for the insert.
 */
export async function insertMember(
  portal: E2ePortal,
  member: { email: string; firstName: string },
): Promise<SignedInMember> {
  await portal.stopApi();
  const script = `
    const { openDatabase } = require('./api/dist/db/open.js');
    const { loadConfig } = require('./api/dist/config.js');
    (async () => {
      const db = await openDatabase(loadConfig());
      const row = await db.one(
        "insert into member (email, status, first_name, intake_survey_submitted) values ($1, 'active', $2, true) returning id",
        [${JSON.stringify(member.email)}, ${JSON.stringify(member.firstName)}],
      );
      await db.close();
      process.stdout.write(row.id);
    })();`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: portal.dataDir, DATABASE_URL: '' },
  });
  await portal.startApi();
  return { id: stdout.trim(), ...member, tier: 1, points: 0 };
}
