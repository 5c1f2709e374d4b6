import { isSuccess, recordStreakVisit } from '@portal/shared';
import { type Activity, type StreakStatus, Spinner } from '@portal/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchStreak } from './api';
import { Hint, Problem, Status } from './styles';
import { PREVIEW_NS } from './translations';

/**
 * The daily streak: the days counted and today's state. The shell counts each sign-in and page load;
 * this page counts the visit too (joining the shell's request when both ask at once) before reading
 * the streak, so today shows counted even when this is the page that loaded. The server credits a day
 * once, and only the call that credited it toasts.
 */
export function StreakActivity({ activity }: { activity: Activity }) {
  const { t } = useTranslation(PREVIEW_NS);
  const [status, setStatus] = useState<StreakStatus | null | 'failed'>(null);

  useEffect(() => {
    let alive = true;
    void (async () => {
      await recordStreakVisit();
      const check = await fetchStreak(activity.id);
      if (alive) setStatus(isSuccess(check) && check.data ? check.data : 'failed');
    })();
    return () => {
      alive = false;
    };
  }, [activity.id]);

  if (status === null) return <Spinner />;
  if (status === 'failed') return <Problem role="alert">{t('streak.failed')}</Problem>;
  return (
    <div>
      <Status>{t('streak.days', { count: status.daysCount })}</Status>
      <Hint>{status.earnedToday ? t('streak.today') : t('streak.notToday')}</Hint>
    </div>
  );
}
