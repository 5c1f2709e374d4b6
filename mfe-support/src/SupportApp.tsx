import { TitledRoutes } from '@portal/shared';
import { ROUTES } from './routes';

/** The support remote: one page per route it owns, until each route's feature arrives. */
export function SupportApp() {
  return <TitledRoutes routes={ROUTES} />;
}
