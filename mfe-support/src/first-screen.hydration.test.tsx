import type { Envelope, SupportTicketPage } from '@portal/kit';
import { routeCallAddress } from '@portal/shared/first-screen';
import { type FirstScreenCase, hydrateFirstScreen } from '@portal/shared/testing';
import { testTicket } from './features/help-desk/testTickets';
import { render } from './first-screen';
import { ROUTES } from './routes';
import { SupportApp } from './SupportApp';

const [listCall] = ROUTES.find((route) => route.path === '/help-desk')!.calls;
const tickets: Envelope<SupportTicketPage> = {
  httpCode: 200,
  data: { content: [testTicket(1, { isRead: false }), testTicket(2)], metaData: { totalRecs: 2 } },
};
const helpDesk: FirstScreenCase = {
  name: 'support',
  App: SupportApp,
  render,
  url: '/help-desk',
  answers: { [routeCallAddress(listCall)]: tickets },
};

afterEach(() => document.body.replaceChildren());

describe("the help desk's first screen in the browser", () => {
  it("is taken over by the browser's first render of the same answers, with nothing to redraw", async () => {
    const { container, mismatches } = await hydrateFirstScreen(helpDesk);
    expect(mismatches).toEqual([]);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(container.querySelector('a[href="/help-desk/2"]')).not.toBeNull();
  });

  it('would be redrawn by a browser render that lacks the answers, which this test tells', async () => {
    const { mismatches } = await hydrateFirstScreen(helpDesk, {});
    expect(mismatches).not.toEqual([]);
  });
});
