import { navigateToUrl, registerApplication, start, type LifeCycles } from 'single-spa';
import { focusNewPageHeadings } from './pageFocus';

/** Resolves when single-spa has finished the navigation under way. */
const routed = () =>
  new Promise<void>((resolve) => window.addEventListener('single-spa:routing-event', () => resolve(), { once: true }));

const main = () => document.getElementById('portal-main')!;

/** An app whose page is one heading and a link; the help desk's heading comes later, with its data. */
function page(title: () => string | null): LifeCycles {
  let area: HTMLElement | null = null;
  return {
    bootstrap: async () => {},
    mount: async () => {
      area = document.createElement('section');
      const words = title();
      if (words) area.innerHTML = `<h1>${words}</h1><a href="/x">First link</a>`;
      main().append(area);
    },
    unmount: async () => {
      area?.remove();
    },
  };
}

beforeAll(async () => {
  document.body.innerHTML = '<nav><a href="/rewards">Rewards</a></nav><main id="portal-main"></main>';
  window.history.replaceState(null, '', '/earn-points');
  registerApplication({ name: 'earn', app: async () => page(() => 'Earn Points'), activeWhen: '/earn-points' });
  registerApplication({ name: 'rewards', app: async () => page(() => 'Rewards'), activeWhen: '/rewards' });
  registerApplication({
    name: 'support',
    app: async () => page(() => null),
    activeWhen: '/help-desk',
  });
  focusNewPageHeadings();
  const first = routed();
  start({ urlRerouteOnly: true });
  await first;
});

const focusedText = () => document.activeElement?.textContent;

/**
 * An event stamped at a given time: the member's input is told from the key that navigated by its
 * timeStamp, and jsdom stamps whole milliseconds, so two events of one test could share a stamp.
 */
const at = <E extends Event>(event: E, timeStamp: number): E =>
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

test('the first page of a load leaves focus where the browser puts it', () => {
  expect(document.activeElement).toBe(document.body);
});

test('a link followed to another page puts focus on its heading, which takes no tab stop of its own', async () => {
  document.querySelector<HTMLAnchorElement>('nav a')!.focus();
  const done = routed();
  navigateToUrl('/rewards');
  await done;
  expect(focusedText()).toBe('Rewards');
  expect(document.activeElement!.getAttribute('tabindex')).toBe('-1');
});

test('a new query on the same page leaves focus on the control that asked for it', async () => {
  const control = document.querySelector<HTMLAnchorElement>('#portal-main a')!;
  control.focus();
  const done = routed();
  navigateToUrl('/rewards?page=2');
  await done;
  await Promise.resolve();
  expect(document.activeElement).toBe(control);
});

test('a heading that comes with the page’s data gets focus when it comes, unless the member acted first', async () => {
  const done = routed();
  navigateToUrl('/help-desk');
  await done;
  expect(main().querySelector('h1')).toBeNull();
  main().querySelector('section')!.innerHTML = '<h1>My code was refused</h1>';
  await Promise.resolve();
  expect(focusedText()).toBe('My code was refused');

  const next = routed();
  navigateToUrl('/earn-points');
  await next;
  (document.activeElement as HTMLElement).blur();
  const back = routed();
  navigateToUrl('/help-desk');
  await back;
  window.dispatchEvent(at(new Event('pointerdown'), Number.MAX_SAFE_INTEGER));
  main().querySelector('section')!.innerHTML = '<h1>My code was refused</h1>';
  await Promise.resolve();
  expect(document.activeElement).toBe(document.body);
});

test('the key that left the page (Escape closing a dialog) does not count as the member acting first', async () => {
  const away = routed();
  navigateToUrl('/earn-points');
  await away;
  const escape = at(new KeyboardEvent('keydown', { key: 'Escape' }), 0);
  const done = routed();
  navigateToUrl('/help-desk');
  await done;
  window.dispatchEvent(escape);
  main().querySelector('section')!.innerHTML = '<h1>My Rewards</h1>';
  await Promise.resolve();
  expect(focusedText()).toBe('My Rewards');
});

test('a loading heading that gives way to the page’s own hands focus on to it', async () => {
  const done = routed();
  navigateToUrl('/rewards');
  await done;
  const section = main().querySelector('section')!;
  // A lazy page's fallback, its title over a spinner, is what got focus; then the page replaces it.
  expect(focusedText()).toBe('Rewards');
  section.innerHTML = '<h1>Rewards</h1><p>The list</p>';
  await Promise.resolve();
  expect(document.activeElement).toBe(section.querySelector('h1'));

  // Focus the member or the page moved elsewhere stays there.
  const link = document.querySelector<HTMLAnchorElement>('nav a')!;
  link.focus();
  section.innerHTML = '<h1>Rewards</h1><p>Again</p>';
  await Promise.resolve();
  expect(document.activeElement).toBe(link);
});

/** A modal dialog, as the kit's, open with focus on its button. */
function openDialog(): HTMLElement {
  const dialog = document.createElement('div');
  dialog.setAttribute('aria-modal', 'true');
  dialog.innerHTML = '<button>Got it</button>';
  document.body.append(dialog);
  dialog.querySelector('button')!.focus();
  return dialog;
}

test('an open modal dialog keeps focus while the page behind it changes, and the heading takes it once it closes', async () => {
  const dialog = openDialog();
  const done = routed();
  navigateToUrl('/earn-points');
  await done;
  await nextFrame();
  expect(focusedText()).toBe('Got it');

  // As the kit's modal does when the element it came from has gone with the old page.
  dialog.remove();
  await nextFrame();
  expect(focusedText()).toBe('Earn Points');
});

test('a dialog the member closes with a click leaves focus to it', async () => {
  const dialog = openDialog();
  const done = routed();
  navigateToUrl('/rewards');
  await done;
  window.dispatchEvent(at(new Event('pointerdown'), Number.MAX_SAFE_INTEGER));
  dialog.remove();
  await nextFrame();
  expect(document.activeElement).toBe(document.body);
});
