import { isLoggedIn, useCampaign, useSession } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { logout } from './logout';

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.warningBanner};
  color: #fff;
  font-weight: 700;
  font-size: 14px;
  text-align: center;
`;

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.brandDark};
  color: #fff;
  a {
    color: #fff;
    text-decoration: none;
  }
`;

const Logo = styled(Link)`
  font: 800 22px/1 ${({ theme }) => theme.font.heading};
  letter-spacing: 0.02em;
`;

const Nav = styled.nav`
  flex: 1;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(5)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a.active {
    border-bottom: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  button {
    border: 1px solid #fff;
    border-radius: 999px;
    padding: 6px 14px;
    background: transparent;
    color: #fff;
    cursor: pointer;
  }
`;

const Balance = styled.span`
  padding: 4px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;

function MemberMenu() {
  const { t } = useTranslation();
  const storeLocatorUrl = useCampaign((s) => s.config?.storeLocatorUrl);
  return (
    <ul>
      <li><NavLink to="/" end>{t('nav.home')}</NavLink></li>
      <li><NavLink to="/earn-points/pincode">{t('nav.submitCode')}</NavLink></li>
      <li><NavLink to="/rewards">{t('nav.rewards')}</NavLink></li>
      <li><NavLink to="/earn-points" end>{t('nav.earnPoints')}</NavLink></li>
      <li><NavLink to="/contest">{t('nav.contest')}</NavLink></li>
      {storeLocatorUrl && (
        <li><a href={storeLocatorUrl} target="_blank" rel="noopener noreferrer">{t('nav.findStore')}</a></li>
      )}
    </ul>
  );
}

function VisitorMenu() {
  const { t } = useTranslation();
  return (
    <ul>
      <li><NavLink to="/" end>{t('nav.home')}</NavLink></li>
      <li><NavLink to="/login">{t('nav.login')}</NavLink></li>
      <li><NavLink to="/signup">{t('nav.register')}</NavLink></li>
    </ul>
  );
}

/** The portal header: the nicotine warning, the menu for the visitor's state, and the member's balance. */
export function Header() {
  const { t } = useTranslation();
  const loggedIn = useSession(isLoggedIn);
  const user = useSession((s) => s.user);
  const pointBalance = useSession((s) => s.pointBalance);
  return (
    <>
      <Banner role="note">{t('nicotineWarning')}</Banner>
      <Bar>
        <Logo to="/">{t('brand')}</Logo>
        <Nav aria-label={t('nav.label')}>{loggedIn ? <MemberMenu /> : <VisitorMenu />}</Nav>
        {loggedIn && (
          <Account>
            <span data-testid="member-name">{user?.name ?? user?.username ?? user?.email}</span>
            <Balance data-testid="point-balance" aria-label={t('pointsLabel')}>
              {t('points', { count: pointBalance })}
            </Balance>
            <button type="button" onClick={() => void logout()}>{t('logout')}</button>
          </Account>
        )}
      </Bar>
    </>
  );
}
