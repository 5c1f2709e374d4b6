import { isSuccess, refreshPointBalance, toast } from '@portal/shared';
import { type Activity, type StreakStatus, Spinner } from '@portal/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchStreak, recordStreakVisit } from './api';
import { Hint, Problem, Status } from './styles';
import { PREVIEW_NS } from './translations';

/** Answer "201" of the streak count: points were earned by this visit. */
const EARNED_NOW = '201';

/** The daily streak: records today's visit, toasts a credit, shows the days counted. */
export function StreakActivity({ activity }: { activity: Activity }) {
  const { t } = useTranslation(PREVIEW_NS);
  const [status, setStatus] = useState<StreakStatus | null | 'failed'>(null);

  useEffect(() => {
    let alive = true;
    void (async () => {
      const visit = await recordStreakVisit();
      if (String(visit.httpCode) === EARNED_NOW && visit.data) {
        toast.success(t('streak.earned', { points: visit.data.points }));
        void refreshPointBalance();
      }
      const check = await fetchStreak(activity.id);
      if (alive) setStatus(isSuccess(check) && check.data ? check.data : 'failed');
    })();
    return () => {
      alive = false;
    };
  }, [activity.id, t]);

  if (status === null) return <Spinner />;
  if (status === 'failed') return <Problem role="alert">{t('streak.failed')}</Problem>;
  return (
    <div>
      <Status>{t('streak.days', { count: status.daysCount })}</Status>
      <Hint>{status.earnedToday ? t('streak.today') : t('streak.notToday')}</Hint>
    </div>
  );
}
