import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BellIcon } from '../layout/icons';
import { Popover } from '../layout/Popover';
import { NotificationList } from './NotificationList';
import { unreadCount, useNotifications } from './store';
import { NOTIFICATIONS_NS } from './translations';

const Trigger = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: #fff;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font: 700 12px/20px ${({ theme }) => theme.font.body};
  text-align: center;
`;

/** The bell with its unread badge; it opens the notification panel. */
export function NotificationBell() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const unread = useNotifications(unreadCount);
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');
  return (
    <Popover
      label={t('title')}
      trigger={(props) => (
        <Trigger type="button" aria-label={label} data-testid="notification-bell" {...props}>
          <BellIcon />
          {unread > 0 && (
            <Badge aria-hidden="true" data-testid="notification-badge">
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </Trigger>
      )}
    >
      {(close) => <NotificationList onNavigate={close} />}
    </Popover>
  );
}
