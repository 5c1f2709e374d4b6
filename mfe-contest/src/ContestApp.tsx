import { TitledRoutes } from '@portal/shared';
import { ROUTES } from './routes';

/** The contest remote: one page per route it owns, until each route's feature arrives. */
export function ContestApp() {
  return <TitledRoutes routes={ROUTES} />;
}
