import type { Envelope, SupportTicketPage } from '@portal/kit';
import { AppRoot } from '@portal/shared';
import { holdFirstScreen, routeCallAddress } from '@portal/shared/first-screen';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { testTicket } from './features/help-desk/testTickets';
import { render } from './first-screen';
import { ROUTES } from './routes';
import { SupportApp } from './SupportApp';

const [listCall] = ROUTES.find((route) => route.path === '/help-desk')!.calls;
const address = routeCallAddress(listCall);
const answers: Record<string, Envelope<SupportTicketPage>> = {
  [address]: {
    httpCode: 200,
    data: { content: [testTicket(1, { isRead: false }), testTicket(2)], metaData: { totalRecs: 2 } },
  },
};

/** Hydrates the server's markup as the browser's root would, with or without the answers; what React reported. */
async function hydrate(given: typeof answers): Promise<{ container: HTMLElement; mismatches: unknown[] }> {
  const { html } = await render({ url: '/help-desk', language: 'en', answers });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  window.history.pushState({}, '', '/help-desk');
  await holdFirstScreen({ url: '/help-desk', language: 'en', answers: given });
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <AppRoot name="support" router={BrowserRouter}>
        <SupportApp />
      </AppRoot>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return { container, mismatches };
}

afterEach(() => document.body.replaceChildren());

describe("the help desk's first screen in the browser", () => {
  it("is taken over by the browser's first render of the same answers, with nothing to redraw", async () => {
    const { container, mismatches } = await hydrate(answers);
    expect(mismatches).toEqual([]);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(container.querySelector('a[href="/help-desk/2"]')).not.toBeNull();
  });

  it('would be redrawn by a browser render that lacks the answers, which this test tells', async () => {
    const { mismatches } = await hydrate({});
    expect(mismatches).not.toEqual([]);
  });
});
