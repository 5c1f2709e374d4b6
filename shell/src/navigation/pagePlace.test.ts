import { navigateToUrl, registerApplication, start } from 'single-spa';
import { keepPagePlaces } from './pagePlace';

/** Resolves when single-spa has finished the navigation under way. */
const routed = () =>
  new Promise<void>((resolve) => window.addEventListener('single-spa:routing-event', () => resolve(), { once: true }));

async function go(url: string): Promise<void> {
  const done = routed();
  navigateToUrl(url);
  await done;
}

async function back(): Promise<void> {
  const done = routed();
  window.history.back();
  await done;
}

const nextFrames = (count: number) =>
  Array.from({ length: count }).reduce<Promise<void>>(
    (previous) => previous.then(() => new Promise((resolve) => requestAnimationFrame(() => resolve()))),
    Promise.resolve(),
  );

// jsdom lays nothing out: the page's height and scroll are the test's to set, as a browser would report them.
let pageHeight = 0;
let scrolled = 0;
Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrolled });
const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
  scrolled = y;
}) as typeof window.scrollTo);

/** The member scrolled the page to `y` of a page `height` tall. */
function scrolledTo(y: number, height = 8000): void {
  pageHeight = height;
  scrolled = y;
}

/** The member scrolled `list` to `place`, opened `item`, a short page, and pressed Back. */
async function backToListFrom(list: string, place: number, item: string): Promise<void> {
  await go(list);
  scrolledTo(place);
  await go(item);
  scrolledTo(0, 900);
  await back();
}

// Real single-spa, as the shell starts it: its events carry what the listener reads.
beforeAll(async () => {
  window.history.replaceState(null, '', '/earn-points');
  registerApplication({
    name: 'page',
    app: async () => ({ bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} }),
    activeWhen: () => true,
  });
  keepPagePlaces();
  const first = routed();
  start({ urlRerouteOnly: true });
  await first;
});

beforeEach(() => scrollTo.mockClear());

describe('a page the member goes to', () => {
  test('the first page of a load is left where the browser puts it', () => {
    expect(window.location.pathname).toBe('/earn-points');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  test('opens at its top when a link leads to it', async () => {
    scrolledTo(6000);
    await go('/rewards');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  test('opens at its top after a redirect that replaces the address too', async () => {
    const done = routed();
    window.history.replaceState(null, '', '/contest');
    await done;
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  test('keeps the place for a new query or an anchor on the same page', async () => {
    await go('/contest?page=2');
    await go('/contest?page=2#rules');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  test('is left to its anchor when the link names one', async () => {
    await go('/faq#points');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('Back', () => {
  test('returns to the place the member left, once the page has grown tall enough for it', async () => {
    await backToListFrom('/earn-points', 5200, '/earn-points/pincode');
    expect(window.location.pathname).toBe('/earn-points');
    await nextFrames(3);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 5200);
    pageHeight = 7500; // the list has come back from the API
    await nextFrames(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 5200);
  });

  test('leaves the scrolling to a member who scrolls before the page is back', async () => {
    await backToListFrom('/rewards', 3000, '/reward-preview/cap');
    window.dispatchEvent(new Event('touchstart'));
    pageHeight = 7500;
    await nextFrames(3);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 3000);
  });

  test('stops waiting for one page’s place when the member goes on to another', async () => {
    await backToListFrom('/help-desk', 4000, '/help-desk/42');
    await go('/my-rewards');
    pageHeight = 9000;
    await nextFrames(3);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 4000);
  });
});
