import { type Activity, Button } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { activityHref } from '../earn-list/activityRules';
import { EARN_LIST_NAMESPACE } from '../earn-list/translations';
import { Hint } from './styles';
import { PREVIEW_NS } from './translations';

/** Games open the contest named in their data; they complete when the member spins there. */
export function GamesActivity({ activity }: { activity: Activity }) {
  const { t } = useTranslation(PREVIEW_NS);
  return (
    <div>
      <Hint>{t('games.hint')}</Hint>
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
