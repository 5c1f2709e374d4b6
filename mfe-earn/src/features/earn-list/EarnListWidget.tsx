import { useSession } from '@portal/shared';
import { BusyButton, LoadFailed, Spinner, TileGrid } from '@portal/kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ActivityCard } from './ActivityCard';
import { EARN_LIST_NAMESPACE } from './translations';
import { useEarnList } from './useEarnList';

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

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

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
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
  const focusFrom = useRef<number | null>(null);

  // After View More, focus moves to the first new card: the button may have gone (last page), and
  // a keyboard user continues where the new items start.
  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || list.activities.length <= first) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll<HTMLAnchorElement>('li a')[first]?.focus();
  }, [list.activities.length]);

  const viewMore = () => {
    focusFrom.current = list.activities.length;
    list.loadMore();
  };

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
      <Footer>
        <span role="status">{t('shown', { count: list.activities.length, total: list.total })}</span>
        {list.loadMoreFailed && <Problem role="alert">{t('loadMoreFailed')}</Problem>}
        {!list.end && (
          <BusyButton type="button" $variant="secondary" onClick={viewMore} busy={list.loadingMore}>
            {list.loadingMore ? t('loadingMore') : t('viewMore')}
          </BusyButton>
        )}
      </Footer>
    </div>
  );
}

export default EarnListWidget;
