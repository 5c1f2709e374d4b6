import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { signAccessToken } from '../../../api/src/http/authenticate';
import { MEMBER_COOKIE } from '../../../shell/src/features/home/memberCookie';
import type { E2ePortal } from './portal';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** A member's session as the shell keeps it in localStorage (zustand persist), signed in without a login. */
export interface MemberSession {
  /** The portal's JWT_SECRET: the test signs the member's access token itself. */
  jwtSecret: string;
  member: { id: string; email: string; tier: number };
  /** The user's name as sign-in keeps it: `firstName`, or `name` (what the account menu shows). */
  names: { firstName?: string; name?: string };
  refreshToken: string;
  pointBalance: number;
  /** Left out, the store starts it at 0. */
  lifetimePoints?: number;
}

function sessionJson({ jwtSecret, member, names, refreshToken, pointBalance, lifetimePoints }: MemberSession): string {
  return JSON.stringify({
    state: {
      user: { id: member.id, email: member.email, ...names, requestIntakeSurveySubmitted: true },
      accessToken: signAccessToken(jwtSecret, { id: member.id, tier: member.tier }),
      refreshToken,
      pointBalance,
      ...(lifetimePoints === undefined ? {} : { lifetimePoints }),
      tier: member.tier,
      videoPlayStatus: null,
    },
    version: 0,
  });
}

/**
 * Writes the session before any app boots, in every page the context opens from now on. Only in the
 * top document: a framed one (the survey, a PDF, which has no storage) would overwrite the page's session.
 */
export async function addSession(context: BrowserContext, session: MemberSession): Promise<void> {
  await context.addInitScript((value) => {
    if (window === window.top) window.localStorage.setItem('portal-session', value);
  }, sessionJson(session));
  // A signed-in browser holds the member cookie too (cookies ignore the port): `/` comes without the
  // visitor's home, as for a real member.
  await context.addCookies([{ name: MEMBER_COOKIE, value: '1', domain: 'localhost', path: '/' }]);
}

/** Writes the session into the open page's localStorage, with the member cookie: the page's next load starts signed in. */
export async function writeSession(page: Page, session: MemberSession): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('portal-session', value), sessionJson(session));
  await page.context().addCookies([{ name: MEMBER_COOKIE, value: '1', url: page.url() }]);
}

/**
 * Puts an active member who has done the intake survey in the API's database and returns its id.
 * PGlite allows one process per folder, so the API stops for the insert.
 */
export async function insertMember(portal: E2ePortal, member: { email: string; firstName: string }): Promise<string> {
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
  return stdout.trim();
}
