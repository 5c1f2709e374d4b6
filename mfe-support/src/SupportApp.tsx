import { Route, Routes } from 'react-router-dom';
import { FaqPage } from './features/faq/FaqPage';
import { SupportPage } from './features/faq/SupportPage';
import { HelpDeskPage } from './features/help-desk/HelpDeskPage';
import { TicketPage } from './features/help-desk/TicketPage';
import { ROUTES } from './routes';

const PAGES = { helpDesk: HelpDeskPage, ticket: TicketPage, support: SupportPage, faq: FaqPage } as const;

/** The support remote: the page of each route it declares. */
export function SupportApp() {
  return (
    <Routes>
      {ROUTES.map(({ path, page }) => {
        const Page = PAGES[page];
        return <Route key={path} path={path} element={<Page />} />;
      })}
    </Routes>
  );
}
