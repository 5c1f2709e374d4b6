import type { Page } from 'playwright-core';
import { TIER_MEMBERS } from '../../api/src/modules/demo-members';
import { openPage, passAgeGate } from './support/browser';
import { portalSuite, runOperatorCommands } from './support/portal';
import { writeSession } from './support/session';

const JWT_SECRET = 'support-e2e-secret-of-at-least-32-bytes';
const GENIUS = TIER_MEMBERS.find((member) => member.tier === 4)!;
const XSS_SUBJECT = 'Points missing <img src=x onerror="window.__pwned=1">';
const XSS_REPLY =
  '<p>We found your <b>points</b>.</p><img src=x onerror="window.__pwned=2"><script>window.__pwned=3</script>';
/** A demo activity whose page carries the contact form below it. */
const ACTIVITY = 'Watch: A Quick Tour of Vapor Rewards';
const SENT = 'Thank you for contacting us. Your message has been successfully sent. We will contact you very soon!';

const suite = portalSuite(21180, { env: { JWT_SECRET } });

/** An operator command on the portal's database (the API stops meanwhile); its output. */
async function operator(...args: string[]): Promise<string> {
  const [output] = await runOperatorCommands(suite.portal, [args], { PORTAL_URL: suite.portal.url });
  return output!;
}

/** The bell's unread count, as its accessible name says it. */
async function unreadInBell(page: Page): Promise<number> {
  const label = await page.getByTestId('notification-bell').getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null);

describe('the help desk and the contact form in Chromium', () => {
  it('a Genius member opens a ticket, an agent replies by the CLI, the member is told, reads it and answers', async () => {
    const { page, context } = await openPage(suite.chrome.browser);
    await page.goto(`${suite.portal.url}/about-us`);
    await passAgeGate(page);
    await writeSession(page, JWT_SECRET, GENIUS);
    await page.goto(`${suite.portal.url}/help-desk`);
    await page.getByRole('heading', { level: 1, name: 'Help Desk' }).waitFor();
    const vip = page.getByRole('complementary', { name: 'Your VIP line' });
    expect(await vip.textContent()).toContain('Monday to Friday, 9 to 5 ET');

    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Subject').fill(XSS_SUBJECT);
    await page.getByLabel('Description').fill('My <b>scan</b> of\nyesterday is missing.');
    await submit.click();
    const link = page.getByRole('link', { name: XSS_SUBJECT });
    await link.waitFor();
    const ticketId = Number((await link.getAttribute('href'))!.split('/').pop());

    const queue = await operator('support:tickets', '--member', GENIUS.email);
    expect(queue).toContain(`#${ticketId} [active] HIGH ${GENIUS.email}`);
    await operator('support:reply', '--ticket', String(ticketId), '--html', XSS_REPLY, '--agent', 'Sam');

    await page.reload();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: XSS_SUBJECT }) });
    await row.getByText('New reply').waitFor();
    expect(await row.getByText('Waiting on customer').count()).toBe(1);
    await page.getByTestId('notification-bell').click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(`Our support team replied to your ticket “${XSS_SUBJECT}”.`)
      .waitFor();
    await page.keyboard.press('Escape');

    const mail = await context.newPage();
    await mail.goto(`${suite.portal.url}/api/dev/mailbox?to=${encodeURIComponent(GENIUS.email)}`);
    await mail.getByText(`Re: ${XSS_SUBJECT} (ticket #${ticketId})`).first().waitFor();
    await mail.close();

    // Opened from the list, without a reload: the bell's count drops by the reply's notification.
    const unreadBefore = await unreadInBell(page);
    expect(unreadBefore).toBeGreaterThan(0);
    await row.getByRole('link', { name: XSS_SUBJECT }).click();
    await page.getByRole('heading', { level: 1, name: XSS_SUBJECT }).waitFor();
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="notification-bell"]')?.getAttribute('aria-label') === expected,
      unreadBefore === 1 ? 'Notifications' : `Notifications, ${unreadBefore - 1} unread`,
    );
    const thread = page.getByRole('list', { name: 'Conversation' });
    await thread.locator('[data-author="agent"] b').filter({ hasText: 'points' }).waitFor();
    expect(await thread.locator('[data-author="customers"]').textContent()).toContain('My <b>scan</b> of');
    expect(await thread.locator('script, [onerror]').count()).toBe(0);

    await page.getByLabel('Your reply').fill('Thanks, I see them now.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await thread.getByText('Thanks, I see them now.').waitFor();
    await page.getByRole('link', { name: 'Back to Help Desk' }).first().click();
    await row.getByText('Active').waitFor();
    expect(await row.getByText('New reply').count()).toBe(0);
    expect(await pwned(page)).toBeNull();

    await page.goto(`${suite.portal.url}/help-desk/999999`);
    await page.getByRole('heading', { level: 1, name: 'Ticket not found.' }).waitFor();
    await context.close();
  });

  it("stacks a Spanish member's tickets within a phone's width, a long word in the subject included", async () => {
    const { page, context, errors } = await openPage(suite.chrome.browser, { locale: 'es-US', width: 360 });
    await page.goto(`${suite.portal.url}/about-us`);
    await passAgeGate(page, 'es');
    await writeSession(page, JWT_SECRET, GENIUS);
    await page.goto(`${suite.portal.url}/help-desk`);
    await page.getByRole('heading', { level: 1, name: 'Centro de ayuda' }).waitFor();
    const subject = 'Pedido https://tienda.example/pedidos/RW100004?seguimiento=1Z999AA10123456784';
    await page.getByLabel('Asunto').fill(subject);
    await page.getByLabel('Descripción').fill('No llegó.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('link', { name: subject }).waitFor();
    // The list's column used to grow to the subject's and the header's longest words: 425 px on a 412 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Beside the status and date columns the subject was a few letters wide; stacked, it takes the whole row.
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: subject }) });
    const subjectCell = row.getByRole('cell').filter({ has: page.getByRole('link', { name: subject }) });
    expect((await subjectCell.boundingBox())!.width).toBe((await row.boundingBox())!.width);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Asunto',
      'Estado',
      'Última actualización',
    ]);
    await page.getByRole('link', { name: subject }).click();
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Open All and Close All work on /faq', async () => {
    const { page, context } = await openPage(suite.chrome.browser);
    await page.goto(`${suite.portal.url}/about-us`);
    await passAgeGate(page);
    await writeSession(page, JWT_SECRET, GENIUS);
    await page.goto(`${suite.portal.url}/faq`);
    const faq = page.locator('section', { has: page.getByRole('heading', { level: 1, name: 'FAQ' }) });
    await faq.getByRole('button', { name: 'Open All' }).click();
    await page
      .getByText('Sorry, you have reached the limit for today, please try again tomorrow.', { exact: false })
      .waitFor();
    expect(await faq.locator('[aria-expanded="true"]').count()).toBe(3);
    await faq.getByRole('button', { name: 'Close All' }).click();
    expect(await faq.locator('[aria-expanded="true"]').count()).toBe(0);
    expect(await faq.locator('[aria-expanded="false"]').count()).toBe(3);
    await context.close();
  });

  it('a visitor sends the contact form on /contact-us after seeing each validation message', async () => {
    const { page, context, errors } = await openPage(suite.chrome.browser);
    await page.goto(`${suite.portal.url}/contact-us`);
    await passAgeGate(page);
    const widget = page.getByRole('region', { name: 'Contact form' });
    const submit = widget.getByRole('button', { name: 'Submit' });
    await submit.click();
    for (const text of ['Name is required.', 'Email is required.', 'Message is required.'])
      await widget.getByText(text).waitFor();
    await widget.getByLabel('Name').pressSequentially('Ann7 Lee!');
    expect(await widget.getByLabel('Name').inputValue()).toBe('Ann Lee');
    await widget.getByLabel('Email').fill('ann@');
    await widget.getByText('Please enter a valid email address.').waitFor();
    await widget.getByLabel('Email').fill('ann@visitor.example');
    await widget.getByLabel('Message').fill('<script>window.__pwned=4</script>');
    await widget.getByLabel('Message').fill('hi');
    await widget.getByText('Please enter a valid at least 3 characters message.').waitFor();
    await widget.getByLabel('Message').fill('Do you ship to Ohio? <script>window.__pwned=4</script>');
    await submit.click();
    await widget.getByText(SENT).waitFor();
    expect(await widget.getByLabel('Message').inputValue()).toBe('');

    const mail = await context.newPage();
    await mail.goto(`${suite.portal.url}/api/dev/mailbox?to=support%40vapor-rewards.example`);
    await mail.getByText('Contact form: message from Ann Lee').first().waitFor();
    await mail.close();
    expect(await pwned(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('under an activity page a member finds the same federated contact form, prefilled', async () => {
    const { page, context, errors } = await openPage(suite.chrome.browser);
    await page.goto(`${suite.portal.url}/about-us`);
    await passAgeGate(page);
    await writeSession(page, JWT_SECRET, GENIUS);
    await page.goto(`${suite.portal.url}/earn-points`);
    await page.getByRole('link', { name: ACTIVITY }).first().click();
    await page.getByRole('heading', { level: 1, name: ACTIVITY }).waitFor();
    const widget = page.getByRole('region', { name: 'Contact form' });
    await widget.getByRole('button', { name: 'Submit' }).waitFor();
    expect(await widget.getByLabel('Email').inputValue()).toBe(GENIUS.email);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with mfe-support stopped, /contact-us still works and the slot shows the unavailable panel', async () => {
    await suite.portal.stopRemote('support');
    const { page, context } = await openPage(suite.chrome.browser);
    await page.goto(`${suite.portal.url}/contact-us`);
    await passAgeGate(page);
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    const slot = page.getByRole('region', { name: 'Contact form' });
    await slot.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await slot.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(1);

    // The activity page keeps working; only its contact slot is unavailable.
    await writeSession(page, JWT_SECRET, GENIUS);
    await page.goto(`${suite.portal.url}/earn-points`);
    await page.getByRole('link', { name: ACTIVITY }).first().click();
    await page.getByRole('heading', { level: 1, name: ACTIVITY }).waitFor();
    await page.getByRole('region', { name: 'Contact form' }).getByRole('button', { name: 'Try again' }).waitFor();
    await context.close();
  });
});
