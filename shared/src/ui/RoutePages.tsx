import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { Spinner, TitledPage, UnavailablePanel } from '@portal/kit/ui';
import type { RouteDeclaration } from '../federation/routes';
import { resolveLanguage } from '../i18n/language';

/** A route a remote declares, with the key of the page it shows. */
export type PageRoute<Page extends string = string> = RouteDeclaration & { readonly page: Page };

/** A page's component; a page that is a chunk of its own can forget a failed load (`lazyPage`). */
type Page = ComponentType & { retry?: () => void };

/**
 * A page whose code is a chunk of its own, asked for when its route first shows, so the remote's
 * `./app` chunk carries only the page members arrive on (docs/decisions.md, 140). React keeps a lazy
 * component's failure for good: `retry` forgets it, so the page's retry asks for the chunk again.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): Page {
  const lazyOnce = () => lazy(async () => ({ default: (await load())[name] as ComponentType }));
  let current = lazyOnce();
  const LazyPage = () => {
    const Current = current;
    return <Current />;
  };
  return Object.assign(LazyPage, { retry: () => void (current = lazyOnce()) });
}

/**
 * Keeps a page's failure in the page's place, under the frame. Its retry renders the page again,
 * and a page whose chunk did not load asks for it again, once, when the member asks.
 */
class PageBoundary extends Component<{ page: Page; children: ReactNode }, { failed: boolean }> {
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
      this.props.page.retry?.();
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
  pages: Readonly<Record<Key, Page>>;
}) {
  return (
    <Routes>
      {routes.map((route) => {
        const RoutePage: Page = pages[route.page];
        return (
          <Route
            key={route.path}
            path={route.path}
            element={
              <PageBoundary page={RoutePage}>
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
