import type { Envelope, RewardPage } from '@portal/kit';
import { routeCallAddress } from '@portal/shared/first-screen';
import { type FirstScreenCase, hydrateFirstScreen } from '@portal/shared/testing';
import { testReward } from './features/catalogue/testReward';
import { render } from './first-screen';
import { RewardsApp } from './RewardsApp';
import { ROUTES } from './routes';

const [listCall] = ROUTES.find((route) => route.path === '/rewards')!.calls;
const rewards: Envelope<RewardPage> = {
  httpCode: 200,
  data: {
    content: [testReward(1), testReward(2, { itemName: '<img src=x onerror="globalThis.__pwned=1">' }), testReward(3)],
    metaData: { totalRecs: 3 },
  },
};
const catalogue: FirstScreenCase = {
  name: 'rewards',
  App: RewardsApp,
  render,
  url: '/rewards',
  answers: { [routeCallAddress(listCall)]: rewards },
};

afterEach(() => document.body.replaceChildren());

describe("the catalogue's first screen", () => {
  it('is rendered on the server with the rewards of the declared call’s answer, a name holding markup as text', async () => {
    const { html, css } = await render({ url: '/rewards', language: 'fr', answers: catalogue.answers });
    expect(html).toContain('Reward 3');
    expect(html).toContain('&lt;img src=x onerror=&quot;globalThis.__pwned=1&quot;&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Récompenses');
    expect(css).toContain('data-styled');
  });

  it("is taken over by the browser's first render of the same answers, with nothing to redraw", async () => {
    const { container, mismatches } = await hydrateFirstScreen(catalogue);
    expect(mismatches).toEqual([]);
    expect(container.querySelectorAll('h2, h3')).not.toHaveLength(0);
    expect(container.textContent).toContain('Reward 3');
  });
});
