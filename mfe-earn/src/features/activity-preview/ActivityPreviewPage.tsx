import { type Activity, PageSection, SafeHtml, Spinner, LoadFailed } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ContactFormSlot } from '../contact-slot/ContactFormSlot';
import { displayPoints } from '../earn-list/activityRules';
import { ActivityAction } from './ActivityAction';
import { MaxPointsModal } from './MaxPointsModal';
import { neighbours } from './neighbours';
import { PREVIEW_NS } from './translations';
import { useActivityEvent } from './useActivityEvent';
import { useActivityPreview } from './useActivityPreview';

const Head = styled.header`
  margin-bottom: ${({ theme }) => theme.space(5)};
  h1 {
    margin: ${({ theme }) => theme.space(2)} 0;
    font: 700 28px/1.25 ${({ theme }) => theme.font.heading};
    color: ${({ theme }) => theme.colors.brandDark};
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Points = styled.span`
  display: inline-block;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const Pager = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Message = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  h1 {
    font: 700 26px/1.3 ${({ theme }) => theme.font.heading};
  }
`;

const previewPath = (id: string) => `/earn-points-action-preview/${encodeURIComponent(id)}`;

function Loaded({ activity, order }: { activity: Activity; order: string[] }) {
  const { t } = useTranslation(PREVIEW_NS);
  const events = useActivityEvent(activity);
  const { previous, next } = neighbours(order, activity.id);
  return (
    <>
      <Head>
        <Link to="/earn-points">{t('backToList')}</Link>
        <SafeHtml as="h1" html={activity.title} />
        <Points>{t('pointsLabel', { points: displayPoints(activity) })}</Points>
        <p>{activity.description}</p>
      </Head>
      <ActivityAction key={activity.id} activity={activity} events={events} />
      <Pager aria-label={t('previous') + ' / ' + t('next')}>
        {previous ? <Link to={previewPath(previous)}>← {t('previous')}</Link> : <span />}
        {next && <Link to={previewPath(next)}>{t('next')} →</Link>}
      </Pager>
      <ContactFormSlot />
      {events.maxOpen && <MaxPointsModal onClose={events.closeMax} />}
    </>
  );
}

/**
 * /earn-points-action-preview/{id}: one activity by its actionType, Previous and Next, and under it
 * mfe-support's contact form (docs/product/support.md, Contact form).
 */
export function ActivityPreviewPage() {
  const { t } = useTranslation(PREVIEW_NS);
  const { id = '' } = useParams();
  const { state, reload } = useActivityPreview(id);
  return (
    <PageSection>
      {state.status === 'loading' && <Spinner />}
      {state.status === 'notFound' && (
        <Message>
          <h1>{t('notFound')}</h1>
          <Link to="/earn-points">{t('backToList')}</Link>
        </Message>
      )}
      {state.status === 'failed' && <LoadFailed message={t('loadFailed')} onRetry={reload} />}
      {state.status === 'ready' && <Loaded key={state.activity.id} activity={state.activity} order={state.order} />}
    </PageSection>
  );
}
