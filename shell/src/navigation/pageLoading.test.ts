import { navigateToUrl, registerApplication, start, type LifeCycles } from 'single-spa';
import { showPageLoading } from './pageLoading';

/** Resolves when single-spa has finished the navigation under way. */
const routed = () =>
  new Promise<void>((resolve) => window.addEventListener('single-spa:routing-event', () => resolve(), { once: true }));

/** Resolves when the navigation under way has unmounted the old page and waits for the new one. */
const waitingForPage = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('single-spa:before-mount-routing-event', () => resolve(), { once: true }),
  );

const page = (): LifeCycles => ({ bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} });

// The rewards remote's code arrives when the test lets it.
let deliverRewards = () => {};
const rewardsCode = new Promise<void>((resolve) => (deliverRewards = resolve));

const busy = () => document.getElementById('portal-main')!.getAttribute('aria-busy');

// Real single-spa, as the shell starts it: its events carry what the listener reads.
beforeAll(async () => {
  document.body.innerHTML = '<main id="portal-main"></main>';
  window.history.replaceState(null, '', '/earn-points');
  registerApplication({ name: 'earn', app: async () => page(), activeWhen: '/earn-points' });
  registerApplication({
    name: 'rewards',
    app: async () => {
      await rewardsCode;
      return page();
    },
    activeWhen: '/rewards',
  });
  registerApplication({
    name: 'pages',
    app: async () => page(),
    activeWhen: (location) => !/^\/(earn-points|rewards)/.test(location.pathname),
  });
  // A guard that turns the member back from one address, as the shell's route guards do.
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl, cancelNavigation } = (event as CustomEvent<{ newUrl: string; cancelNavigation: () => void }>)
      .detail;
    if (new URL(newUrl).pathname === '/account-closed') cancelNavigation();
  });
  showPageLoading();
  const first = routed();
  start({ urlRerouteOnly: true });
  await first;
});

test('the first page of a load is not marked: the server’s page holds its frame', () => {
  expect(window.location.pathname).toBe('/earn-points');
  expect(busy()).toBeNull();
});

test('the main area is busy while a link’s page is on its way, and no longer once it has mounted', async () => {
  const waiting = waitingForPage();
  const done = routed();
  navigateToUrl('/rewards');
  await waiting;
  await Promise.resolve();
  expect(busy()).toBe('true');
  deliverRewards();
  await done;
  expect(busy()).toBeNull();
});

/** Every change of the main area's mark while `navigation` runs, in order. */
async function marksDuring(navigation: () => Promise<void>): Promise<Array<string | null>> {
  const marks: Array<string | null> = [];
  const observer = new MutationObserver(() => marks.push(busy()));
  observer.observe(document.getElementById('portal-main')!, { attributes: true });
  await navigation();
  await Promise.resolve();
  observer.disconnect();
  return marks;
}

test('a page whose code is there already is marked only until it mounts', async () => {
  const marks = await marksDuring(async () => {
    const done = routed();
    navigateToUrl('/earn-points');
    await done;
  });
  expect(marks).toEqual(['true', null]);
});

test('a new address on the same page marks nothing', async () => {
  const marks = await marksDuring(async () => {
    const done = routed();
    navigateToUrl('/earn-points/pincode');
    await done;
  });
  expect(marks).toEqual([]);
});

test('a navigation a guard cancels leaves the page as it was, unmarked', async () => {
  // Its own starting address, whatever an earlier test left: the earn page at an address of its own.
  const started = routed();
  navigateToUrl('/earn-points/history');
  await started;
  expect(window.location.pathname).toBe('/earn-points/history');
  expect(busy()).toBeNull();
  const marks = await marksDuring(async () => {
    navigateToUrl('/account-closed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(window.location.pathname).toBe('/earn-points/history');
  expect(marks.filter((mark) => mark === 'true')).toEqual([]);
  expect(busy()).toBeNull();
});
