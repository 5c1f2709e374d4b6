import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from '../layout/IconButton';
import { BellIcon } from '../layout/icons';
import { Popover } from '../layout/Popover';
import { NotificationList } from './NotificationList';
import { unreadCount, useNotifications } from './store';
import { NOTIFICATIONS_NS } from './translations';

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
        <IconButton type="button" aria-label={label} data-testid="notification-bell" {...props}>
          <BellIcon />
          {unread > 0 && (
            <Badge aria-hidden="true" data-testid="notification-badge">
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </IconButton>
      )}
    >
      {(close) => <NotificationList onNavigate={close} />}
    </Popover>
  );
}
