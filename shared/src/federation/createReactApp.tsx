import { startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import React from 'react';
import { UnavailablePanel } from '@portal/kit/ui';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { registerTranslations, translationsReady, type LazyTranslations, type Translations } from '../i18n/i18n';
import { AppRoot } from './AppRoot';
import { FIRST_SCREEN_MARK } from './firstScreenMarks';

export interface ReactAppOptions {
  /** The app's name, used for its i18n namespace and in logs. */
  name: string;
  /** Strings of the app's own namespace; an app whose features register their own needs none. */
  translations?: Translations | LazyTranslations;
  App: ComponentType;
}

/**
 * A root that takes over the first screen a server wrote into its container (docs/first-screen-plan.md,
 * stage 4): its first render hydrates the markup instead of replacing it. The mark goes at once, so a
 * later mount into the same, by then empty, container creates its root as usual.
 */
function hydratingRoot(container: Element): Pick<Root, 'render' | 'unmount'> {
  container.removeAttribute(FIRST_SCREEN_MARK);
  let root: Root | undefined;
  return {
    render: (node) => {
      if (root) root.render(node);
      else root = hydrateRoot(container, node);
    },
    unmount: () => root?.unmount(),
  };
}

/**
 * React's client API as single-spa-react uses it, with every render of the root in a transition:
 * React then renders the app in slices of a few milliseconds and yields to the browser in between,
 * instead of one long task per app mount that holds up input and counts as blocking time on a phone.
 * single-spa still hears of a mount only once its commit is done (SingleSpaRoot's componentDidMount),
 * so the layout still commits before pages and remotes mount under it. A container holding a
 * server-sent first screen is hydrated, in a transition as well.
 */
const transitionClient = {
  createRoot(container: Element) {
    const root = container.hasAttribute(FIRST_SCREEN_MARK) ? hydratingRoot(container) : createRoot(container);
    return {
      render: (node: ReactNode) => startTransition(() => root.render(node)),
      unmount: () => root.unmount(),
    };
  },
};

/**
 * single-spa lifecycles for one React root, around the app the tree every app's root holds (AppRoot),
 * once, instead of in each app.
 */
export function createReactApp({ name, translations, App }: ReactAppOptions): LifeCycles {
  if (translations) registerTranslations(name, translations);
  const Root = () => (
    <AppRoot name={name} router={BrowserRouter}>
      <App />
    </AppRoot>
  );
  // The inner ErrorBoundary handles render errors; this one only satisfies single-spa-react's check
  // and covers a failure in the providers themselves.
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: transitionClient,
    rootComponent: Root,
    errorBoundary: () => <UnavailablePanel onRetry={() => window.location.reload()} />,
  }) as LifeCycles;
  // A root mounts once the strings registered so far are there in the page's language (see i18n.ts).
  return { ...lifecycles, mount: [translationsReady, ...[lifecycles.mount].flat()] };
}
