import { Button, PageSection, PageTitle, Spinner, TileGrid, LoadFailed } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ContestCard } from './ContestCard';
import { LIST_NAMESPACE } from './translations';
import { useContestList } from './useContestList';

const Grid = styled(TileGrid)`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
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
  if (list.status === 'loading') return <Spinner />;
  if (list.status === 'failed') {
    return <LoadFailed message={t('loadFailed')} onRetry={list.reload} />;
  }
  if (list.contests.length === 0) return <Message>{t('empty')}</Message>;
  return (
    <>
      <Grid>
        {list.contests.map((contest, index) => (
          <ContestCard key={contest.id} contest={contest} index={index} />
        ))}
      </Grid>
      <Footer>
        {list.loadMoreFailed && <p role="alert">{t('loadMoreFailed')}</p>}
        {list.more && (
          <Button type="button" $variant="secondary" onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore ? t('loadingMore') : t('viewMore')}
          </Button>
        )}
      </Footer>
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
