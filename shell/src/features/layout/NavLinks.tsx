import { isLoggedIn, useCampaign, useSession } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { ExternalIcon } from './icons';
import { MEMBER_MENU, VISITOR_MENU } from './menu';

/** The store locator opens in a new tab; its address comes from the campaign configuration. */
export function FindAStoreLink() {
  const { t } = useTranslation();
  const url = useCampaign((s) => s.config?.storeLocatorUrl);
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t('nav.findStoreNewTab')}>
      {t('nav.findStore')} <ExternalIcon />
    </a>
  );
}

/** The main menu items for the visitor's state, as list items (the header and the drawer share them). */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useSession(isLoggedIn);
  const menu = loggedIn ? MEMBER_MENU : VISITOR_MENU;
  return (
    <>
      {menu.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} onClick={onNavigate}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
      {loggedIn && (
        <li>
          <FindAStoreLink />
        </li>
      )}
    </>
  );
}
