import type { ContestPage, Envelope } from '@portal/kit';
import { routeCallAddress } from '@portal/shared/first-screen';
import { type FirstScreenCase, hydrateFirstScreen } from '@portal/shared/testing';
import { ContestApp } from './ContestApp';
import { render } from './first-screen';
import { ROUTES } from './routes';

const [listCall] = ROUTES.find((route) => route.path === '/contest')!.calls;
const contests: Envelope<ContestPage> = {
  httpCode: 200,
  data: {
    content: [1, 2, 3].map((n) => ({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      name: n === 2 ? '<script>globalThis.__pwned=1</script>' : `Wheel ${n}`,
      description: `Description ${n}`,
      cardHeaderImage: '/api/s1/activity/images/games.svg',
      pointRequired: 10,
      actionType: 'spin',
    })),
    metaData: { totalRecs: 3 },
  },
};
const contestList: FirstScreenCase = {
  name: 'contest',
  App: ContestApp,
  render,
  url: '/contest',
  answers: { [routeCallAddress(listCall)]: contests },
};

afterEach(() => document.body.replaceChildren());

describe("the contest list's first screen", () => {
  it('is rendered on the server with the cards of the declared call’s answer, a name holding markup as text', async () => {
    const { html, css } = await render({ url: '/contest', language: 'es', answers: contestList.answers });
    expect(html).toContain('Wheel 3');
    expect(html).toContain('&lt;script&gt;globalThis.__pwned=1&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).toContain('/api/s1/activity/images/games.svg');
    expect(css).toContain('data-styled');
  });

  it("is taken over by the browser's first render of the same answers, with nothing to redraw", async () => {
    const { container, mismatches } = await hydrateFirstScreen(contestList);
    expect(mismatches).toEqual([]);
    expect(container.querySelectorAll('[data-testid="contest-card"]')).toHaveLength(3);
  });
});
