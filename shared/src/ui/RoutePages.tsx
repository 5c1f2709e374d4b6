import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { Spinner, TitledPage, UnavailablePanel } from '@portal/kit/ui';
import type { RouteDeclaration } from '../federation/routes';
import { resolveLanguage } from '../i18n/language';

/** A route a remote declares, with the key of the page it shows. */
export type PageRoute<Page extends string = string> = RouteDeclaration & { readonly page: Page };

/** Pages whose chunk did not load, each with what makes it ask again. */
const failedPages = new Set<() => void>();

/**
 * A page whose code is a chunk of its own, asked for when its route first shows, so the remote's
 * `./app` chunk carries only the page members arrive on (docs/decisions.md, 140). React keeps a lazy
 * component's failure for good, so a failed load is remembered here and forgotten only by a page's
 * retry: the chunk is asked for again when the member asks, never in a loop.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): ComponentType {
  const lazyOnce = () =>
    lazy(async () => {
      try {
        return { default: (await load())[name] as ComponentType };
      } catch (error) {
        failedPages.add(forget);
        throw error;
      }
    });
  const forget = () => void (current = lazyOnce());
  let current = lazyOnce();
  return function LazyPage() {
    const Current = current;
    return <Current />;
  };
}

/**
 * Keeps a page's failure in the page's place, under the frame. Its retry renders the page again, and
 * every page whose chunk did not load, at any depth (a route's own sub-routes too), asks for it again.
 */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.warn('[page] failed to load or render', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const retry = () => {
      failedPages.forEach((forget) => forget());
      failedPages.clear();
      this.setState({ failed: false });
    };
    return <UnavailablePanel onRetry={retry} />;
  }
}

/**
 * While a page's chunk loads: the title and lead its route declares, where the servers painted them
 * (docs/decisions.md, 84 and 92), so nothing moves when the page takes their place; a spinner under them.
 */
function PageOnItsWay({ route }: { route: RouteDeclaration }) {
  const { i18n } = useTranslation();
  const heading = route.headingLook ? undefined : route.heading?.[resolveLanguage(i18n.language)];
  if (!heading) return <Spinner />;
  return (
    <TitledPage title={heading.title} lead={heading.lead}>
      <Spinner />
    </TitledPage>
  );
}

/** A remote's router: the page of each route it declares, each page's loading and failure shown as above. */
export function RoutePages<Key extends string>({
  routes,
  pages,
}: {
  routes: readonly PageRoute<Key>[];
  pages: Readonly<Record<Key, ComponentType>>;
}) {
  return (
    <Routes>
      {routes.map((route) => {
        const RoutePage: ComponentType = pages[route.page];
        return (
          <Route
            key={route.path}
            path={route.path}
            element={
              <PageBoundary>
                <Suspense fallback={<PageOnItsWay route={route} />}>
                  <RoutePage />
                </Suspense>
              </PageBoundary>
            }
          />
        );
      })}
    </Routes>
  );
}
