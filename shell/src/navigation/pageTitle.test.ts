import { titlePagesByHeading } from './pageTitle';

/** Lets the MutationObserver's callback run. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => {
  document.title = 'Vapor Rewards';
  document.body.innerHTML = '<main id="portal-main"><h1 class="frame-page">Recompensas</h1></main>';
  titlePagesByHeading();
});

const main = () => document.getElementById('portal-main')!;

test("the tab takes the page's heading before the brand, from the server's heading on", () => {
  expect(document.title).toBe('Recompensas · Vapor Rewards');
});

test('a page whose heading arrives with its data is named once it arrives, and renamed when it changes', async () => {
  main().innerHTML = '<div role="status">Loading</div>';
  await observed();
  expect(document.title).toBe('Vapor Rewards');

  main().innerHTML = '<section><h1>My code was refused</h1></section>';
  await observed();
  expect(document.title).toBe('My code was refused · Vapor Rewards');

  main().querySelector('h1')!.firstChild!.textContent = 'Where is my reward?';
  await observed();
  expect(document.title).toBe('Where is my reward? · Vapor Rewards');
});

test('a heading that already names the brand is the title on its own', async () => {
  main().innerHTML = '<h1>Bienvenue chez Vapor Rewards</h1>';
  await observed();
  expect(document.title).toBe('Bienvenue chez Vapor Rewards');
});
