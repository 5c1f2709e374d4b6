import { toast, useSession } from '@portal/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { VIDEO_GUARD_NS } from './translations';

export const videoPreviewPath = (activityId: string) => `/earn-points-action-preview/${activityId}`;

/**
 * A video watch started by the earn remote (session videoPlayStatus) ends when the member goes
 * anywhere but that video's preview page: the error toast of docs/product/shell.md, Video guard; status cleared.
 */
export function VideoGuard() {
  const { t } = useTranslation(VIDEO_GUARD_NS);
  const { pathname } = useLocation();
  const status = useSession((s) => s.videoPlayStatus);
  useEffect(() => {
    if (!status || pathname.replace(/\/+$/, '') === videoPreviewPath(status.activityId)) return;
    useSession.getState().setVideoPlayStatus(null);
    toast.error(t('leftEarly'));
  }, [pathname, status, t]);
  return null;
}
