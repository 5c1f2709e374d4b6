import {
  PageSection,
  PageTitle,
  Pager,
  type PointsHistoryItem,
  Spinner,
  VisuallyHidden,
  LoadFailed,
} from '@portal/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HISTORY_PAGE_SIZE } from './api';
import { HISTORY_NS } from './translations';
import { usePointsHistory } from './usePointsHistory';

const Timeline = styled.ol`
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space(5)};
  list-style: none;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
`;

const Entry = styled.li`
  position: relative;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} 0;
  &::before {
    content: '';
    position: absolute;
    left: calc(-${({ theme }) => theme.space(5)} - 8px);
    top: ${({ theme }) => theme.space(4)};
    width: 13px;
    height: 13px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.brand};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Amount = styled.span<{ $credit: boolean }>`
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $credit, theme }) => ($credit ? theme.colors.brand : theme.colors.error)};
`;

function Item({ item }: { item: PointsHistoryItem }) {
  const { t, i18n } = useTranslation(HISTORY_NS);
  const credit = item.ledger === 'credit';
  const date = new Date(item.date).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <Entry>
      <div>
        <strong>{item.name}</strong>
        <small>
          <time dateTime={item.date}>{date}</time>
        </small>
      </div>
      <Amount $credit={credit}>
        <span aria-hidden="true">{t(credit ? 'credit' : 'debit', { points: item.points })}</span>
        <VisuallyHidden>{t(credit ? 'creditLabel' : 'debitLabel', { points: item.points })}</VisuallyHidden>
      </Amount>
    </Entry>
  );
}

/** /points-history: the ledger as a timeline, 10 a page, "x - y of total"; empty: Earn Now. */
export function PointsHistoryPage() {
  const { t } = useTranslation(HISTORY_NS);
  const [pageIndex, setPageIndex] = useState(0);
  const { state, reload } = usePointsHistory(pageIndex);
  // Another page's entries stay on screen, marked busy, until that page comes (the catalogue's way).
  const shown = 'shown' in state ? state.shown : undefined;
  return (
    <PageSection>
      <PageTitle>{t('title')}</PageTitle>
      {state.status === 'loading' && !shown && <Spinner />}
      {state.status === 'failed' && <LoadFailed message={t('loadFailed')} onRetry={reload} />}
      {state.status === 'ready' && state.shown.page.metaData.totalRecs === 0 && (
        <p>
          {t('empty')} <Link to="/earn-points">{t('earnNow')}</Link>
        </p>
      )}
      {shown && shown.page.metaData.totalRecs > 0 && (
        <>
          <Timeline aria-busy={state.status === 'loading'}>
            {shown.page.content.map((item, index) => (
              <Item key={`${item.date}-${index}`} item={item} />
            ))}
          </Timeline>
          <Pager
            label={t('pages')}
            page={shown.index}
            size={HISTORY_PAGE_SIZE}
            total={shown.page.metaData.totalRecs}
            onPage={setPageIndex}
          />
        </>
      )}
    </PageSection>
  );
}
