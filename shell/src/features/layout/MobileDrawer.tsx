import { trapTab } from '@portal/kit/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';
import { NavLinks } from './NavLinks';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: rgba(20, 12, 28, 0.6);
`;

const Sheet = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer + 1};
  display: flex;
  flex-direction: column;
  width: min(320px, 86vw);
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.brandDark};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadow};
  overflow-y: auto;
  ul {
    margin: ${({ theme }) => theme.space(4)} 0 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: 8px;
    color: #fff;
    font-weight: 600;
    text-decoration: none;
  }
  a.active,
  a:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  strong {
    font: 800 20px/1 ${({ theme }) => theme.font.heading};
  }
`;

/**
 * Inert while the drawer is open, so keyboard and screen-reader focus stay in the drawer (the header's
 * bar is made inert by the header itself).
 */
const BACKGROUND_IDS = ['portal-tier-bar', 'portal-main', 'portal-footer'];

/** The phone and tablet menu: slides in from the left, closes on Escape, a link or the backdrop. */
export function MobileDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    sheet.current?.querySelector<HTMLElement>('a, button')?.focus();
    const background = BACKGROUND_IDS.map((id) => document.getElementById(id)).filter(
      (el): el is HTMLElement => el !== null,
    );
    background.forEach((el) => el.setAttribute('inert', ''));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      // The page behind is inert; without the wrap, Tab from the last link left for the browser's bar.
      if (event.key === 'Tab' && sheet.current) trapTab(event, sheet.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      background.forEach((el) => el.removeAttribute('inert'));
      document.removeEventListener('keydown', onKey);
      // Back to the menu button that opened the drawer, once the header is no longer inert; unless a
      // link's page has shown and taken focus to its heading (navigation/pageFocus.ts).
      setTimeout(() => {
        if (document.getElementById('portal-main')?.contains(document.activeElement)) return;
        document.querySelector<HTMLElement>('[aria-controls="portal-drawer"]')?.focus();
      });
    };
  }, [onClose]);
  return (
    <>
      <Backdrop onClick={onClose} data-testid="drawer-backdrop" />
      <Sheet ref={sheet} role="dialog" aria-modal="true" aria-label={t('drawer.label')} id="portal-drawer">
        <Top>
          <strong>{t('brand')}</strong>
          <IconButton type="button" aria-label={t('drawer.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Top>
        <nav aria-label={t('nav.label')}>
          <ul>
            <NavLinks onNavigate={onClose} />
          </ul>
        </nav>
      </Sheet>
    </>
  );
}
