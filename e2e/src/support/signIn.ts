import type { Page } from 'playwright-core';
import { formsTranslations } from '../../../kit/src/forms/translations';
import { loginTranslations } from '../../../mfe-auth/src/features/login/translations';

type Language = 'en' | 'fr';

/** The dev mailbox's page of the mails sent to an address (the API's local mail adapter). */
export const mailbox = (portalUrl: string, email: string) =>
  `${portalUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`;

/** The newest mail to an address, read in a second tab so the journey's tab keeps its state. */
export async function newestMailText(page: Page, portalUrl: string, email: string, subject: RegExp): Promise<string> {
  const reader = await page.context().newPage();
  try {
    await reader.goto(mailbox(portalUrl, email));
    const mail = reader.getByRole('article').first();
    await mail.getByRole('heading', { name: subject }).waitFor();
    return await mail.innerText();
  } finally {
    await reader.close();
  }
}

/**
 * Signs in on the open login page as a member would: e-mail, password, then the six-digit code the
 * API mailed, typed into the dialog (five digits first: Validate waits for the sixth).
 */
export async function signInWithMailedOtp(
  page: Page,
  portalUrl: string,
  { lang = 'en', email, password }: { lang?: Language; email: string; password: string },
): Promise<void> {
  const fields = formsTranslations[lang].fields;
  const { submit, otp } = loginTranslations[lang];
  await page.getByLabel(fields.email, { exact: true }).fill(email);
  await page.getByLabel(fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: submit, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: otp.title });
  const validate = dialog.getByRole('button', { name: otp.validate });
  // The dialog opens on the 204 answer, which the API sends after the mail is in the outbox.
  await dialog.waitFor();
  const code = /\b(\d{6})\b/.exec(await newestMailText(page, portalUrl, email, /Vapor Rewards/))![1]!;
  await dialog.getByLabel(otp.label).fill(code.slice(0, 5));
  expect(await validate.isDisabled()).toBe(true);
  await dialog.getByLabel(otp.label).fill(code);
  await validate.click();
  await page.getByText(otp.success).waitFor();
}

/** Ends every session of the member signed in on the page, as "log out everywhere" on another device does. */
export async function logOutEverywhere(page: Page, portalUrl: string): Promise<void> {
  const session = await page.evaluate(() => window.localStorage.getItem('portal-session'));
  const { accessToken } = (JSON.parse(session!) as { state: { accessToken: string } }).state;
  const logout = await fetch(`${portalUrl}/api/s2/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(logout.status).toBe(200);
}
