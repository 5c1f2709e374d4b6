import { type Activity, Button } from '@portal/kit';
import { isSuccess } from '@portal/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { activityHref } from '../earn-list/activityRules';
import { EARN_LIST_NAMESPACE } from '../earn-list/translations';
import { fetchCompletions } from '../earn-points/api';
import { Hint } from './styles';
import { PREVIEW_NS } from './translations';

/** Whether the member has completed the activity as often as it earns; undefined until known. */
function useEarnedOut(activity: Activity): boolean | undefined {
  const [earnedOut, setEarnedOut] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    void fetchCompletions([activity.id]).then((body) => {
      const count = body.data?.content.find((c) => c.activityId === activity.id);
      if (alive && isSuccess(body)) setEarnedOut(count !== undefined && count.count >= count.times);
    });
    return () => {
      alive = false;
    };
  }, [activity.id]);
  return earnedOut;
}

/**
 * Games open the contest named in their data, by its slug; they complete when the member spins there
 * (docs/product/earning.md, Games). Once earned, the wheel stays open to play.
 */
export function GamesActivity({ activity }: { activity: Activity }) {
  const { t } = useTranslation(PREVIEW_NS);
  const earnedOut = useEarnedOut(activity);
  return (
    <div>
      <Hint>{t(earnedOut ? 'games.done' : 'games.hint')}</Hint>
      <Button as={Link} to={`/contest/${encodeURIComponent(activity.data)}`}>
        {t('games.play')}
      </Button>
    </div>
  );
}

/** Click and upload activities earn on their own pages: the preview links there. */
export function ElsewhereActivity({ activity }: { activity: Activity }) {
  const { t } = useTranslation(EARN_LIST_NAMESPACE);
  return (
    <Button as={Link} to={activityHref(activity)}>
      {t(activity.actionType === 'click' ? 'enterCode' : 'uploadReceipt')}
    </Button>
  );
}
