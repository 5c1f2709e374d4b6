import { type Activity, Button } from '@portal/kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shareUrl } from './shareRules';
import { Hint } from './styles';
import { PREVIEW_NS } from './translations';
import type { ActivityEventControls } from './useActivityEvent';

const Quote = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
`;

/**
 * Opening the network's share dialog starts the event; coming back to the page completes it. The
 * networks give no proof of the post, so a share earns at most `times` (docs/product/earning.md).
 */
export function ShareActivity({ activity, events }: { activity: Activity; events: ActivityEventControls }) {
  const { t } = useTranslation(PREVIEW_NS);
  const shared = useRef<Promise<string | null> | null>(null);
  const { start, complete } = events;
  const url = shareUrl(activity.channel, activity.data, window.location.origin);

  useEffect(() => {
    const back = () => {
      const pending = shared.current;
      if (!pending || document.visibilityState !== 'visible') return;
      shared.current = null;
      void pending.then((id) => {
        if (id) void complete();
      });
    };
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, [complete]);

  if (!url) return null;
  return (
    <div>
      <Quote>{activity.data}</Quote>
      <Hint>{t('share.hint')}</Hint>
      <Button
        as="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => {
          shared.current ??= start();
        }}
      >
        {t(activity.channel === 'facebook' ? 'share.facebook' : 'share.twitter')}
      </Button>
    </div>
  );
}
