import { useSession } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NAME_MAX_WIDTH } from './headerFit';
import { ChevronIcon } from './icons';
import { ACCOUNT_MENU } from './menu';
import { logout } from './logout';
import { Popover } from './Popover';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 4px 6px 4px 14px;
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: 999px;
  background: transparent;
  color: #fff;
  font: 600 15px/1 ${({ theme }) => theme.font.body};
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: 4px;
    border: 0;
    svg {
      display: none;
    }
  }
`;

const Name = styled.span`
  max-width: ${NAME_MAX_WIDTH}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: none;
  }
`;

const Balance = styled.span`
  padding: 6px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  white-space: nowrap;
`;

const Items = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} 0;
  list-style: none;
  a,
  button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: 500 15px/1.3 ${({ theme }) => theme.font.body};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.brandTint};
  }
  li:last-child {
    margin-top: ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The member's name and balance; it opens the account panel with the account pages and Logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const pointBalance = useSession((s) => s.pointBalance);
  const name = user?.name ?? user?.username ?? user?.email ?? '';
  return (
    <Popover
      label={t('account.label')}
      trigger={(props) => (
        <Trigger type="button" aria-label={t('account.open', { name, count: pointBalance })} {...props}>
          {/* The space keeps the visible words apart in the button's name, as its label has them (WCAG 2.5.3). */}
          <Name data-testid="member-name" data-bar-part="name">
            {name}
          </Name>{' '}
          <Balance data-testid="point-balance">{t('points', { count: pointBalance })}</Balance>
          <ChevronIcon />
        </Trigger>
      )}
    >
      {(close) => (
        <Items>
          {ACCOUNT_MENU.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={close}>
                {t(item.label)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => void logout()}>
              {t('logout')}
            </button>
          </li>
        </Items>
      )}
    </Popover>
  );
}
