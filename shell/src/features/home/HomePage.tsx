import { isLoggedIn, useSession } from '@portal/shared';
import { PageSection, Spinner } from '@portal/kit/ui';
import { lazy, Suspense } from 'react';
import { VisitorBanner } from './VisitorBanner';

// A visitor's first page stays light: the member's home comes in its own chunk.
const MemberHome = lazy(() => import('./MemberHome'));

/** Home (docs/product/home.md): the visitor's banner, or the member's banner, steps, earn list, FAQ and community. */
export function HomePage() {
  const loggedIn = useSession(isLoggedIn);
  return (
    <PageSection>
      {loggedIn ? (
        <Suspense fallback={<Spinner />}>
          <MemberHome />
        </Suspense>
      ) : (
        <VisitorBanner />
      )}
    </PageSection>
  );
}
