import { TitledRoutes } from '@portal/shared';
import { ROUTES } from './routes';

/** The rewards remote: one page per route it owns, until each route's feature arrives. */
export function RewardsApp() {
  return <TitledRoutes routes={ROUTES} />;
}
