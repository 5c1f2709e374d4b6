import { routeTable } from './routes';

const table = routeTable({
  earn: [
    { path: '/earn-points', access: 'member', layout: true, calls: [{ url: '/s1/activity', params: { page: 0 } }] },
    { path: '/earn-points/*', access: 'member', layout: true },
    { path: '/static/thank-you-quiz', access: 'public', layout: true },
  ],
  contest: [{ path: '/contestx/:id', access: 'public', layout: false }],
});

describe('the route table built from what the remotes declare', () => {
  it('gives each declared path to its remote and every other path to the shell', () => {
    expect(table.ownerOf('/earn-points/abc')).toBe('earn');
    expect(table.ownerOf('/contestx/42')).toBe('contest');
    expect(table.ownerOf('/about-us')).toBeNull();
    expect(table.ownerOf('/rewards')).toBeNull();
  });

  it('asks for a member exactly where a remote or the shell says so', () => {
    expect(table.isMemberOnly('/earn-points')).toBe(true);
    expect(table.isMemberOnly('/static/thank-you-quiz')).toBe(false);
    expect(table.isMemberOnly('/program-perks')).toBe(true);
    expect(table.isMemberOnly('/no/such/page')).toBe(false);
  });

  it('drops the layout only on the full-screen routes', () => {
    expect(table.hasLayout('/contestx/42')).toBe(false);
    expect(table.hasLayout('/maintenance')).toBe(false);
    expect(table.hasLayout('/earn-points')).toBe(true);
    expect(table.hasLayout('/no/such/page')).toBe(true);
  });

  it("gives the calls a route's page makes first as its owner declares them, and none elsewhere", () => {
    expect(table.callsOf('/earn-points')).toEqual([{ url: '/s1/activity', params: { page: 0 } }]);
    expect(table.callsOf('/earn-points/pincode')).toEqual([]);
    expect(table.callsOf('/about-us')).toEqual([]);
  });
});
