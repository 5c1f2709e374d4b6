import { useCampaign } from '@portal/shared';
import { Button, Modal, SafeHtml } from '@portal/kit/ui';
import type { PortalNotification } from '@portal/kit';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { markReadAndReload } from './poll';
import { eligiblePopups } from './popupRules';
import { useNotifications } from './store';
import { NOTIFICATIONS_NS } from './translations';
import { routes } from '../../federation/routes';

function PopupModal({ item, onClose }: { item: PortalNotification; onClose: (uuid: string) => void }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  // Stable per notification, so a poll that re-renders the list does not move the focus in the modal.
  const close = useCallback(() => onClose(item.uuid), [onClose, item.uuid]);
  return (
    <Modal title={t('popupTitle')} onClose={close}>
      <p>
        <strong>{item.shortMessage}</strong>
      </p>
      {item.richTextMsg && <SafeHtml html={item.richTextMsg} />}
      <Button type="button" onClick={close} style={{ marginTop: 16 }}>
        {t('gotIt')}
      </Button>
    </Modal>
  );
}

/**
 * Opens popup notifications as a modal on pages with the standard layout, one at a time and at
 * most notificationUI.maxNotificationShow per page visit; closing one marks it read.
 */
export function NotificationPopup() {
  const { pathname } = useLocation();
  const ui = useCampaign((s) => s.config?.notificationUI);
  const items = useNotifications((s) => s.items);
  const [shown, setShown] = useState<string[]>([]);
  const closed = useCallback((uuid: string) => {
    setShown((previous) => [...previous, uuid]);
    void markReadAndReload(uuid);
  }, []);
  if (!ui || !routes().hasLayout(pathname) || shown.length >= ui.maxNotificationShow) return null;
  const current = eligiblePopups(items, ui, pathname).find((item) => !shown.includes(item.uuid));
  return current ? <PopupModal key={current.uuid} item={current} onClose={closed} /> : null;
}
