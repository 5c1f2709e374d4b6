/** @jest-environment node */
import path from 'node:path';
import type { ActivityPage, Envelope } from '@portal/kit';
import type { FirstScreen, FirstScreenRequest } from '@portal/shared/first-screen';
import { testActivity } from './features/activity-preview/testActivity';

const BUILT = path.join(__dirname, '..', 'dist', 'server', 'first-screen.js');

const activities: Envelope<ActivityPage> = {
  httpCode: 200,
  data: {
    content: [testActivity(1, { title: '<b onmouseover="globalThis.__pwned=1">Bold</b> <i>news</i>' })],
    metaData: { totalRecs: 1 },
  },
};

describe('the built earn-points first screen, in Node as the composer runs it', () => {
  it('writes the activities, a title’s markup sanitized with no browser DOM, instead of giving up to the browser', async () => {
    const { render } = (await import(BUILT)) as { render: (request: FirstScreenRequest) => Promise<FirstScreen> };
    const { html } = await render({
      url: '/earn-points',
      language: 'en',
      answers: { '/api/s1/activity?page=0&limit=100': activities },
    });
    expect(html).toMatch(/<h3[^>]*><b>Bold<\/b> <i>news<\/i><\/h3>/);
    expect(html).not.toContain('onmouseover');
    // React's mark of a part the server gave up on, which the browser renders afresh.
    expect(html).not.toContain('<!--$!-->');
  });
});
