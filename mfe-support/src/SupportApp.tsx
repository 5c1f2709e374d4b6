import { RoutePages, lazyPage } from '@portal/shared';
import { HelpDeskPage } from './features/help-desk/HelpDeskPage';
import { ROUTES } from './routes';

// Members arrive on /help-desk: its ticket list comes with the remote's entry. A ticket's thread, the
// support page and the FAQ are chunks of their own (docs/decisions.md, 140).
const PAGES = {
  helpDesk: HelpDeskPage,
  ticket: lazyPage(() => import(/* webpackChunkName: "page-ticket" */ './features/help-desk/TicketPage'), 'TicketPage'),
  support: lazyPage(() => import(/* webpackChunkName: "page-support" */ './features/faq/SupportPage'), 'SupportPage'),
  faq: lazyPage(() => import(/* webpackChunkName: "page-faq" */ './features/faq/FaqPage'), 'FaqPage'),
} as const;

/** The support remote: the page of each route it declares. */
export function SupportApp() {
  return <RoutePages routes={ROUTES} pages={PAGES} />;
}
