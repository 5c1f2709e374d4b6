import { useCampaign, useSession } from '@portal/shared';
import { useEffect } from 'react';
import { analyticsIds, clickedEvent, loadAnalyticsScripts, pushToDataLayer } from './analytics';

/**
 * Tag manager and analytics, only when the campaign configures an id: loads the scripts once and
 * pushes element_clicked on every click. With no id nothing is loaded, pushed or sent.
 */
export function Analytics() {
  const config = useCampaign((s) => s.config);
  const { gtmId, gaId } = analyticsIds(config);
  useEffect(() => {
    if (!gtmId && !gaId) return undefined;
    loadAnalyticsScripts({ ...(gtmId ? { gtmId } : {}), ...(gaId ? { gaId } : {}) });
    const onClick = (event: MouseEvent) => {
      const clicked = clickedEvent(event.target, useSession.getState().user);
      if (clicked) pushToDataLayer(clicked);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [gtmId, gaId]);
  return null;
}
