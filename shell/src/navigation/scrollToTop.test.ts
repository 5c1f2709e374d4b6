import { navigateToUrl, registerApplication, start } from 'single-spa';
import { openNewPagesAtTop } from './scrollToTop';

/** Resolves when single-spa has finished the navigation under way. */
const routed = () =>
  new Promise<void>((resolve) => window.addEventListener('single-spa:routing-event', () => resolve(), { once: true }));

const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

// Real single-spa, as the shell starts it: its events carry what the listener reads.
beforeAll(async () => {
  window.history.replaceState(null, '', '/earn-points');
  registerApplication({
    name: 'page',
    app: async () => ({ bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} }),
    activeWhen: () => true,
  });
  openNewPagesAtTop();
  const first = routed();
  start({ urlRerouteOnly: true });
  await first;
});

beforeEach(() => scrollTo.mockClear());

test('the first page of a load is left where the browser puts it', () => {
  expect(window.location.pathname).toBe('/earn-points');
  expect(scrollTo).not.toHaveBeenCalled();
});

test('a link to another page opens it at the top', async () => {
  const done = routed();
  navigateToUrl('/rewards');
  await done;
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

test('a redirect that replaces the address opens the new page at the top too', async () => {
  const done = routed();
  window.history.replaceState(null, '', '/contest');
  await done;
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

test('a new query or an anchor on the same page keeps the place', async () => {
  let done = routed();
  navigateToUrl('/contest?page=2');
  await done;
  done = routed();
  navigateToUrl('/contest?page=2#rules');
  await done;
  expect(scrollTo).not.toHaveBeenCalled();
});

test('a link to an anchor on another page is left to the anchor', async () => {
  const done = routed();
  navigateToUrl('/faq#points');
  await done;
  expect(scrollTo).not.toHaveBeenCalled();
});

test('back keeps the browser’s own restoring of the earlier place', async () => {
  for (const path of ['/help-desk', '/my-rewards']) {
    const done = routed();
    navigateToUrl(path);
    await done;
  }
  scrollTo.mockClear();
  const done = routed();
  window.history.back();
  await done;
  expect(window.location.pathname).toBe('/help-desk');
  expect(scrollTo).not.toHaveBeenCalled();
});
