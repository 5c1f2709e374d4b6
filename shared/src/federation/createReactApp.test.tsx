import type { AppProps } from 'single-spa';
import { createFirstScreen } from '../first-screen';
import { createReactApp } from './createReactApp';
import { FIRST_SCREEN_MARK } from './firstScreenMarks';

function Greeting() {
  return <p>Hello, member</p>;
}

/**
 * Mounts the app into the container as single-spa does: the mount ends once React has committed, as in
 * the page, so React schedules its work itself here (no act environment).
 */
async function mountInto(container: HTMLElement) {
  const app = createReactApp({ name: 'greeting', App: Greeting });
  const props = { name: 'greeting', domElement: container } as unknown as AppProps;
  for (const step of [app.bootstrap, app.mount].flat()) await step(props);
  return async () => {
    for (const step of [app.unmount].flat()) await step(props);
  };
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
afterEach(() => document.body.replaceChildren());

describe("an app's root in the page", () => {
  it('takes over a first screen the server wrote in its area, keeping its elements', async () => {
    const container = document.createElement('div');
    container.setAttribute(FIRST_SCREEN_MARK, '');
    container.innerHTML = (
      await createFirstScreen({ name: 'greeting', App: Greeting })({ url: '/', language: 'en', answers: {} })
    ).html;
    document.body.append(container);
    const served = container.querySelector('p');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const unmount = await mountInto(container);
    expect(container.querySelector('p')).toBe(served);
    expect(container.hasAttribute(FIRST_SCREEN_MARK)).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await unmount();
    expect(container.innerHTML).toBe('');
  });

  it('renders afresh into an unmarked area, as it does into an empty one', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>Hello, member</p>';
    document.body.append(container);
    const before = container.querySelector('p');
    await mountInto(container);
    expect(container.querySelector('p')).not.toBe(before);
    expect(container.textContent).toBe('Hello, member');
  });
});
