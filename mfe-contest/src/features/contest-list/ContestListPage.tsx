import { LoadFailed, PageSection, PageTitle, Spinner, TileGrid, ViewMore } from '@portal/kit';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ContestCard } from './ContestCard';
import { LIST_NAMESPACE } from './translations';
import { useContestList } from './useContestList';

const Grid = styled(TileGrid)`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Message = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

function ListBody() {
  const { t } = useTranslation(LIST_NAMESPACE);
  const list = useContestList();
  const grid = useRef<HTMLUListElement>(null);
  if (list.status === 'loading') return <Spinner />;
  if (list.status === 'failed') {
    return <LoadFailed message={t('loadFailed')} onRetry={list.reload} />;
  }
  if (list.contests.length === 0) return <Message>{t('empty')}</Message>;
  return (
    <>
      <Grid ref={grid}>
        {list.contests.map((contest, index) => (
          <ContestCard key={contest.id} contest={contest} index={index} />
        ))}
      </Grid>
      <ViewMore
        list={grid}
        count={list.contests.length}
        more={list.more}
        busy={list.loadingMore}
        failed={list.loadMoreFailed ? t('loadMoreFailed') : null}
        onMore={list.loadMore}
      />
    </>
  );
}

/** /contest: the campaign's contests, 8 per page with View More. */
export function ContestListPage() {
  const { t } = useTranslation(LIST_NAMESPACE);
  return (
    <PageSection>
      <PageTitle>{t('title')}</PageTitle>
      <p>{t('lead')}</p>
      <ListBody />
    </PageSection>
  );
}
