/** @jest-environment node */
import type { Envelope, SupportTicketPage } from '@portal/kit';
import { routeCallAddress } from '@portal/shared/first-screen';
import { testTicket } from './features/help-desk/testTickets';
import { render } from './first-screen';
import { ROUTES } from './routes';

const XSS = '<img src=x onerror="globalThis.__pwned=1">';
const [listCall] = ROUTES.find((route) => route.path === '/help-desk')!.calls;
const address = routeCallAddress(listCall);
const tickets: Envelope<SupportTicketPage> = {
  httpCode: 200,
  data: { content: [testTicket(1, { subject: XSS, isRead: false }), testTicket(2)], metaData: { totalRecs: 2 } },
};

describe("the help desk's first screen, rendered on the server", () => {
  it("shows the member's tickets from the declared call's answer, their text as text, with its styles", async () => {
    const { html, css } = await render({ url: '/help-desk', language: 'en', answers: { [address]: tickets } });
    expect(html).toContain('<h1');
    expect(html).toContain('Help Desk');
    expect(html).toContain('href="/help-desk/2"');
    expect(html).toContain('&lt;img src=x onerror=&quot;globalThis.__pwned=1&quot;&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('Loading');
    expect(css).toMatch(/^<style[^>]*data-styled[^>]*>.*\{.*\}/s);
  });

  it("is written in the member's language", async () => {
    const { html } = await render({ url: '/help-desk', language: 'fr', answers: { [address]: tickets } });
    expect(html).toContain('Centre d’aide');
    expect(html).toContain('Nouvelle réponse');
  });

  it('shows the loading state when it was given no answer, and keeps no answer for the next render', async () => {
    await render({ url: '/help-desk', language: 'en', answers: { [address]: tickets } });
    const { html } = await render({ url: '/help-desk', language: 'en', answers: {} });
    expect(html).toContain('Loading');
    expect(html).not.toContain('href="/help-desk/1"');
  });

  it('renders requests side by side, each with its own language and answers', async () => {
    const empty: Envelope<SupportTicketPage> = { httpCode: 200, data: { content: [], metaData: { totalRecs: 0 } } };
    const [french, english] = await Promise.all([
      render({ url: '/help-desk', language: 'fr', answers: { [address]: tickets } }),
      render({ url: '/help-desk', language: 'en', answers: { [address]: empty } }),
    ]);
    expect(french.html).toContain('Centre d’aide');
    expect(french.html).toContain('href="/help-desk/1"');
    expect(english.html).not.toContain('href="/help-desk/1"');
    expect(english.html).toContain('You have no tickets yet.');
    expect(english.html).toContain('Help Desk');
  });
});
