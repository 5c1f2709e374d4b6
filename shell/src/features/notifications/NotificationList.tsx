import { LoadFailed, SafeHtml, Spinner, VisuallyHidden, useFocusOnNewItems } from '@portal/kit/ui';
import type { PortalNotification } from '@portal/kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { markReadAndReload, retryNotifications } from './poll';
import { useNotifications } from './store';
import { NOTIFICATIONS_NS } from './translations';

/** The list shows 10 at a time with View More (docs/product/limits.md, Notification list page size). */
export const NOTIFICATION_PAGE_SIZE = 10;

const Heading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font: 700 18px/1.2 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.colors.brandDark};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.brandTint : 'transparent')};
`;

const Open = styled.button`
  flex: 1;
  min-width: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  /* A notice can quote a member's words (a ticket's subject): a long word or a link breaks in the panel. */
  overflow-wrap: anywhere;
  strong {
    display: block;
  }
  time {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Rich = styled(SafeHtml)`
  font-size: 14px;
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

const Mark = styled.button`
  flex: none;
  align-self: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-size: 12px;
  cursor: pointer;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(5)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Failed = styled.div`
  padding: 0 ${({ theme }) => theme.space(5)};
`;

const More = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
  cursor: pointer;
`;

function Entry({ item, onOpen }: { item: PortalNotification; onOpen: () => void }) {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NS);
  const navigate = useNavigate();
  const open = () => {
    if (!item.isRead) void markReadAndReload(item.uuid);
    if (item.route) {
      onOpen();
      navigate(item.route);
    }
  };
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(item.createdAt),
  );
  return (
    <Item $unread={!item.isRead} data-testid="notification-item">
      <Open type="button" onClick={open}>
        {!item.isRead && <VisuallyHidden>{t('unreadLabel')} </VisuallyHidden>}
        <strong>{item.shortMessage}</strong>
        {item.richTextMsg && <Rich html={item.richTextMsg} />}
        <time dateTime={item.createdAt}>{date}</time>
      </Open>
      {!item.isRead && (
        <Mark type="button" onClick={() => void markReadAndReload(item.uuid)}>
          {t('markRead')}
        </Mark>
      )}
    </Item>
  );
}

/** The notification panel's content: 10 at a time, View More for the next 10. */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const items = useNotifications((s) => s.items);
  const loaded = useNotifications((s) => s.loaded);
  const failed = useNotifications((s) => s.failed);
  const [shown, setShown] = useState(NOTIFICATION_PAGE_SIZE);
  const list = useRef<HTMLUListElement>(null);
  const focusNewItems = useFocusOnNewItems(list, Math.min(shown, items.length));
  // Before the first list: loading, or why there is none; "no notifications" only once a list came.
  if (!loaded) {
    return (
      <>
        <Heading>{t('title')}</Heading>
        {failed ? (
          <Failed>
            <LoadFailed message={t('loadFailed')} onRetry={() => void retryNotifications()} />
          </Failed>
        ) : (
          <Spinner label={t('loading')} />
        )}
      </>
    );
  }
  return (
    <>
      <Heading>{t('title')}</Heading>
      {items.length === 0 && <Empty>{t('empty')}</Empty>}
      <List ref={list}>
        {items.slice(0, shown).map((item) => (
          <Entry key={item.uuid} item={item} onOpen={onNavigate} />
        ))}
      </List>
      {items.length > shown && (
        <More
          type="button"
          onClick={() => {
            focusNewItems();
            setShown(shown + NOTIFICATION_PAGE_SIZE);
          }}
        >
          {t('viewMore')}
        </More>
      )}
    </>
  );
}
