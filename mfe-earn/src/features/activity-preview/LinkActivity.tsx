import type { Activity } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { activityHref } from '../earn-list/activityRules';
import { EARN_LIST_NAMESPACE } from '../earn-list/translations';
import { actionLink, Hint } from './styles';
import { PREVIEW_NS } from './translations';

const Go = styled(Link)`
  ${actionLink}
`;

/** Games open the contest named in their data; they complete when the member spins there. */
export function GamesActivity({ activity }: { activity: Activity }) {
  const { t } = useTranslation(PREVIEW_NS);
  return (
    <div>
      <Hint>{t('games.hint')}</Hint>
      <Go to={`/contest/${encodeURIComponent(activity.data)}`}>{t('games.play')}</Go>
    </div>
  );
}

/** Click and upload activities earn on their own pages: the preview links there. */
export function ElsewhereActivity({ activity }: { activity: Activity }) {
  const { t } = useTranslation(EARN_LIST_NAMESPACE);
  return <Go to={activityHref(activity)}>{t(activity.actionType === 'click' ? 'enterCode' : 'uploadReceipt')}</Go>;
}
