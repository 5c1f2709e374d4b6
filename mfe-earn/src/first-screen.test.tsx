import type { ActivityPage, Envelope } from '@portal/kit';
import { routeCallAddress } from '@portal/shared/first-screen';
import { type FirstScreenCase, fakeApi, hydrateFirstScreen } from '@portal/shared/testing';
import { EarnApp } from './EarnApp';
import { testActivity } from './features/activity-preview/testActivity';
import { render } from './first-screen';
import { ROUTES } from './routes';

const [listCall] = ROUTES.find((route) => route.path === '/earn-points')!.calls;
const activities: Envelope<ActivityPage> = {
  httpCode: 200,
  data: {
    content: [
      testActivity(1),
      testActivity(2, { title: '<b onmouseover="globalThis.__pwned=1">Bold</b>' }),
      testActivity(3),
    ],
    metaData: { totalRecs: 3 },
  },
};
const earnPoints: FirstScreenCase = {
  name: 'earn',
  App: EarnApp,
  render,
  url: '/earn-points',
  answers: { [routeCallAddress(listCall)]: activities },
};

afterEach(() => document.body.replaceChildren());

describe("the earn-points list's first screen", () => {
  it('is rendered on the server with the activities of the declared call’s answer, a title’s markup sanitized', async () => {
    const { html, css } = await render({ url: '/earn-points', language: 'fr', answers: earnPoints.answers });
    expect(html).toContain('Activity 3');
    expect(html).toMatch(/<h3[^>]*><b>Bold<\/b><\/h3>/);
    expect(html).not.toContain('onmouseover');
    expect(css).toContain('data-styled');
  });

  it("is taken over by the browser's first render of the same answers, with nothing to redraw", async () => {
    fakeApi({ 'POST /s1/activity/web-activity-completed': { httpCode: 200, data: { content: [] } } });
    const { container, mismatches } = await hydrateFirstScreen(earnPoints);
    expect(mismatches).toEqual([]);
    expect(container.querySelectorAll('[data-testid="activity-card"]')).toHaveLength(3);
  });
});
