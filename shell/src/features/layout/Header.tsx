import { isLoggedIn, useSession } from '@portal/shared';
import { type MouseEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useHeaderFit } from './headerFit';
import { IconButton } from './IconButton';
import { MenuIcon } from './icons';
import { MemberActions } from './MemberFrame';
import { MobileDrawer } from './MobileDrawer';
import { NavLinks } from './NavLinks';

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.warningBanner};
  color: #fff;
  font-weight: 700;
  font-size: 13px;
  line-height: 1.35;
  text-align: center;
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.brandDark};
  color: #fff;
  box-shadow: 0 2px 12px rgba(29, 27, 34, 0.25);
`;

// Above the breakpoint the bar's `data-fit` (headerFit.ts) says how much it shows.
const Inner = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 1280px;
  min-height: 68px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
  &[data-fit] [data-bar-part='logo'] {
    flex-shrink: 0;
  }
  &[data-fit='compact'] [data-bar-part='name'] {
    max-width: 0;
    margin-inline-end: -${({ theme }) => theme.space(2)};
  }
  /* Out of sight and out of reach, but still laid out, so the bar can tell when its links fit again. */
  &[data-fit='folded'] [data-bar-part='menu'] {
    position: absolute;
    width: 0;
    overflow: hidden;
    visibility: hidden;
  }
  &[data-fit='folded'] [data-bar-part='menu-button'] {
    display: inline-grid;
  }
`;

// Where the bar is short of room (a 320 px phone, a six-digit balance) the wordmark folds onto two
// lines rather than push the balance off the screen.
const Logo = styled(Link)`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  min-width: 0;
  gap: 2px ${({ theme }) => theme.space(2)};
  color: #fff;
  font: 800 22px/1 ${({ theme }) => theme.font.heading};
  letter-spacing: 0.02em;
  text-decoration: none;
  white-space: nowrap;
  span {
    color: ${({ theme }) => theme.colors.accent};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    font-size: 16px;
    letter-spacing: 0;
  }
`;

const Nav = styled.nav`
  flex: 1;
  ul {
    display: flex;
    align-items: center;
    width: max-content;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: 999px;
    color: #fff;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  a.active {
    background: rgba(255, 255, 255, 0.16);
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.accent};
  }
  @media (max-width: ${({ theme }) => theme.headerFold}) {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    gap: 0;
  }
`;

const MenuButton = styled(IconButton)`
  display: none;
  flex-shrink: 0;
  @media (max-width: ${({ theme }) => theme.headerFold}) {
    display: inline-grid;
  }
`;

// Out of sight until a keyboard reaches it: the first stop of every framed page.
const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.zIndex.drawer};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.brandDark};
  font-weight: 700;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/**
 * Takes a keyboard past the banner, the menu and the member's actions to the page (WCAG's bypass of
 * repeated blocks). It moves focus itself instead of following `#portal-main`, which would put an
 * anchor in the address and in the history.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById('portal-main');
  if (!main) return;
  event.preventDefault();
  main.tabIndex = -1;
  main.focus();
}

/** The portal header: the nicotine warning, the menu for the visitor's state, the bell and the account panel. */
export function Header() {
  const { t } = useTranslation();
  const loggedIn = useSession(isLoggedIn);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const bar = useRef<HTMLDivElement>(null);
  useHeaderFit(bar);
  return (
    <>
      {!drawerOpen && (
        <SkipLink href="#portal-main" onClick={skipToMain}>
          {t('skipToMain')}
        </SkipLink>
      )}
      <Banner role="note">{t('nicotineWarning')}</Banner>
      <Bar inert={drawerOpen}>
        <Inner ref={bar}>
          <MenuButton
            type="button"
            data-bar-part="menu-button"
            aria-label={t('drawer.open')}
            aria-expanded={drawerOpen}
            aria-controls="portal-drawer"
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </MenuButton>
          <Logo to="/" data-bar-part="logo">
            Vapor <span>Rewards</span>
          </Logo>
          {!drawerOpen && (
            <Nav aria-label={t('nav.label')} data-bar-part="menu">
              <ul>
                <NavLinks />
              </ul>
            </Nav>
          )}
          {loggedIn && (
            <Actions data-bar-part="actions">
              <MemberActions />
            </Actions>
          )}
        </Inner>
      </Bar>
      {drawerOpen && <MobileDrawer onClose={closeDrawer} />}
    </>
  );
}
