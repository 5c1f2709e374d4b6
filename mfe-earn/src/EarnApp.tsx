import { TitledRoutes } from '@portal/shared';
import { ROUTES } from './routes';

/** The earn remote: one page per route it owns, until each route's feature arrives. */
export function EarnApp() {
  return <TitledRoutes routes={ROUTES} />;
}
