import { registerApplication, start, type LifeCycles } from 'single-spa';
import { showPageLoading } from './pageLoading';

/**
 * A page load whose server's page came with the main area marked busy (docs/decisions.md, 93): a member
 * opened `/help-desk/:id` directly. Its own file, so that single-spa's first routing is this one.
 */
let deliverSupport = () => {};
const supportCode = new Promise<void>((resolve) => (deliverSupport = resolve));
let mounted = false;

const busy = () => document.getElementById('portal-main')!.getAttribute('aria-busy');

test('the mark the server set stays through the first routing until the page has mounted', async () => {
  document.body.innerHTML = '<main id="portal-main" aria-busy="true"></main>';
  window.history.replaceState(null, '', '/help-desk/42');
  registerApplication({
    name: 'support',
    app: async () => {
      await supportCode;
      return {
        bootstrap: async () => {},
        mount: async () => void (mounted = true),
        unmount: async () => {},
      } satisfies LifeCycles;
    },
    activeWhen: '/help-desk',
  });
  const routingStarted = new Promise<void>((resolve) =>
    window.addEventListener('single-spa:before-routing-event', () => resolve(), { once: true }),
  );
  const routed = new Promise<void>((resolve) =>
    window.addEventListener('single-spa:routing-event', () => resolve(), { once: true }),
  );
  showPageLoading();
  start({ urlRerouteOnly: true });
  await routingStarted;
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(mounted).toBe(false);
  expect(busy()).toBe('true');
  deliverSupport();
  await routed;
  expect(mounted).toBe(true);
  expect(busy()).toBeNull();
});
