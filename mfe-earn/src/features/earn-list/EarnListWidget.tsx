import { useSession } from '@portal/shared';
import { LoadFailed, Spinner, TileGrid } from '@portal/kit';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ActivitiesViewMore } from './ActivitiesViewMore';
import { ActivityCard } from './ActivityCard';
import { EARN_LIST_NAMESPACE } from './translations';
import { useEarnList } from './useEarnList';

const Message = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/**
 * The earn list on home (exposed as `./earn-list-widget`, rendered by the shell inside its own React
 * root): 4 activities per page, View More loads the next page and hides when the server reports the end.
 * The server writes the activities in the session language, so a language switch loads the list again.
 */
export function EarnListWidget() {
  const language = useSession((state) => state.language);
  return <EarnList key={language} />;
}

function EarnList() {
  const { t } = useTranslation(EARN_LIST_NAMESPACE);
  const list = useEarnList();
  const grid = useRef<HTMLUListElement>(null);

  if (list.status === 'loading') return <Spinner />;
  if (list.status === 'failed') {
    return <LoadFailed message={t('loadFailed')} onRetry={list.reload} />;
  }
  if (list.activities.length === 0) {
    return (
      <Message>
        <p>{t('empty')}</p>
      </Message>
    );
  }
  return (
    <div>
      <TileGrid ref={grid}>
        {list.activities.map((activity, index) => (
          <ActivityCard key={activity.id} activity={activity} index={index} />
        ))}
      </TileGrid>
      <ActivitiesViewMore
        grid={grid}
        list={list}
        failedMessage={t('loadMoreFailed')}
        status={t('shown', { count: list.activities.length, total: list.total })}
      />
    </div>
  );
}

export default EarnListWidget;
