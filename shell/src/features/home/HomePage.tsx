import { isLoggedIn, useSession } from '@portal/shared';
import { PageSection, Spinner } from '@portal/kit/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { VisitorBanner } from './VisitorBanner';

// A visitor's first page stays light: the member's home comes in its own chunk.
const loadMemberHome = () => import('./MemberHome');
const LazyMemberHome = lazy(loadMemberHome);
let preloadedMemberHome: ComponentType | null = null;

/**
 * Fetches the member's home before the pages app's first render, when a member opens `/`: the server
 * painted that home (member-home.html, docs/decisions.md, 75), and the first render must replace it
 * with the same, not with a spinner. A failed fetch leaves the home to the lazy path, whose error the
 * app's boundary shows.
 */
export async function preloadMemberHome(): Promise<void> {
  if (!isLoggedIn(useSession.getState()) || window.location.pathname !== '/') return;
  preloadedMemberHome = await loadMemberHome().then(
    (module) => module.default,
    () => null,
  );
}

function MemberHome() {
  const Preloaded = preloadedMemberHome;
  if (Preloaded) return <Preloaded />;
  return (
    <Suspense fallback={<Spinner />}>
      <LazyMemberHome />
    </Suspense>
  );
}

/** Home (docs/product/home.md): the visitor's banner, or the member's banner, steps, earn list, FAQ and community. */
export function HomePage() {
  const loggedIn = useSession(isLoggedIn);
  return <PageSection>{loggedIn ? <MemberHome /> : <VisitorBanner />}</PageSection>;
}
