import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { Spinner, TitledPage } from '@portal/kit/ui';
import type { RouteDeclaration } from '../federation/routes';
import { resolveLanguage } from '../i18n/language';

/** A route a remote declares, with the key of the page it shows. */
export type PageRoute<Page extends string = string> = RouteDeclaration & { readonly page: Page };

/** A page's component: in the remote's `./app` chunk, or a chunk of its own (`lazyPage`). */
export type RoutePage = ComponentType | LazyExoticComponent<ComponentType>;

/**
 * A page whose code is a chunk of its own, asked for when its route first shows, so the remote's
 * `./app` chunk carries only the page members arrive on (docs/decisions.md, 140).
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
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

/** A remote's router: the page of each route it declares, each page's loading shown as above. */
export function RoutePages<Page extends string>({
  routes,
  pages,
}: {
  routes: readonly PageRoute<Page>[];
  pages: Readonly<Record<Page, RoutePage>>;
}) {
  return (
    <Routes>
      {routes.map((route) => {
        const Page: RoutePage = pages[route.page];
        return (
          <Route
            key={route.path}
            path={route.path}
            element={
              <Suspense fallback={<PageOnItsWay route={route} />}>
                <Page />
              </Suspense>
            }
          />
        );
      })}
    </Routes>
  );
}
