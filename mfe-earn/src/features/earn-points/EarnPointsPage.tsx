import { useChoiceQuery } from '@portal/shared';
import { Button, CardGrid, LoadFailed, PageSection, Spinner } from '@portal/kit';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ActivitiesViewMore } from '../earn-list/ActivitiesViewMore';
import { ActivityCard } from '../earn-list/ActivityCard';
import { FILTERS, type Filter } from './filters';
import { EARN_POINTS_NS } from './translations';
import { useEarnPoints } from './useEarnPoints';

const Banner = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.brandDark}, ${({ theme }) => theme.colors.brand});
  color: #fff;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font: 700 32px/1.2 ${({ theme }) => theme.font.heading};
  }
  p {
    margin: 0;
    font-size: 17px;
  }
`;

const Filters = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
`;

const Message = styled.p`
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

function List({ filter }: { filter: Filter }) {
  const { t } = useTranslation(EARN_POINTS_NS);
  const list = useEarnPoints(filter);
  const grid = useRef<HTMLUListElement>(null);
  if (list.status === 'loading') return <Spinner />;
  if (list.status === 'failed') {
    return <LoadFailed message={t('loadFailed')} onRetry={list.reload} />;
  }
  if (list.activities.length === 0) return <Message>{t('empty')}</Message>;
  return (
    <>
      <CardGrid $min={240} ref={grid}>
        {list.activities.map((activity, index) => (
          <ActivityCard key={activity.id} activity={activity} index={index} done={list.done.has(activity.id)} />
        ))}
      </CardGrid>
      <ActivitiesViewMore grid={grid} list={list} failedMessage={t('loadMoreFailed')} />
    </>
  );
}

/** /earn-points: the banner, the filter and the activity list, 100 a page (docs/product/earning.md). */
export function EarnPointsPage() {
  const { t } = useTranslation(EARN_POINTS_NS);
  // Kept in the address (`?filter=survey`), so back from an activity finds the list the member chose.
  const [filter, setFilter] = useChoiceQuery('filter', FILTERS, 'all');
  return (
    <PageSection>
      <Banner>
        <h1>{t('title')}</h1>
        <p>{t('banner')}</p>
      </Banner>
      <Filters>
        <legend>{t('filter')}</legend>
        {FILTERS.map((option) => (
          <Button
            key={option}
            type="button"
            $variant={option === filter ? 'primary' : 'secondary'}
            aria-pressed={option === filter}
            onClick={() => setFilter(option)}
          >
            {t(option)}
          </Button>
        ))}
      </Filters>
      <List key={filter} filter={filter} />
    </PageSection>
  );
}
