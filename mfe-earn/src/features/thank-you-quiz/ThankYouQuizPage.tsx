import { type OutageKey, isLoggedIn, isSuccess, outageKey, refreshPointBalance, useSession } from '@portal/shared';
import { type ActivityEvent, LoadFailed, PageSection, PageTitle, Spinner } from '@portal/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { fetchEvent } from '../activity-preview/api';
import { THANK_YOU_NS } from './translations';

/** An outage (the words to show) says nothing of the survey: the page offers to ask again. */
type State = 'loading' | ActivityEvent['state'] | 'notFound' | OutageKey;

/** Event ids are UUIDs: anything else (or no id) is not found without asking the API. */
const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /static/thank-you-quiz?id={event}: where the survey provider returns the member. The provider's
 * report completed the event; this page shows that and refreshes the balance. A visitor is asked to sign in and comes back.
 */
export function ThankYouQuizPage() {
  const { t } = useTranslation(THANK_YOU_NS);
  const [params] = useSearchParams();
  const location = useLocation();
  const signedIn = useSession(isLoggedIn);
  const id = params.get('id') ?? '';
  const knownShape = EVENT_ID.test(id);
  const [answer, setAnswer] = useState<State>('loading');
  // Each attempt asks for the event again: "Try again" after an outage.
  const [attempt, setAttempt] = useState(0);
  const state: State = knownShape ? answer : 'notFound';

  useEffect(() => {
    if (!signedIn || !knownShape) return undefined;
    let alive = true;
    void fetchEvent(id).then((body) => {
      if (!alive) return;
      setAnswer(isSuccess(body) && body.data ? body.data.state : (outageKey(body) ?? 'notFound'));
      if (body.data?.state === 'completed') void refreshPointBalance();
    });
    return () => {
      alive = false;
    };
  }, [id, signedIn, knownShape, attempt]);

  const retry = () => {
    setAnswer('loading');
    setAttempt((n) => n + 1);
  };

  const signIn = `/login?route=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <PageSection>
      <PageTitle>{t('title')}</PageTitle>
      {!signedIn && <Link to={signIn}>{t('signIn')}</Link>}
      {signedIn && state === 'loading' && <Spinner />}
      {state === 'completed' && <p>{t('completed')}</p>}
      {state === 'started' && <p>{t('pending')}</p>}
      {signedIn && state === 'notFound' && <p role="alert">{t('notFound')}</p>}
      {signedIn && (state === 'common:networkError' || state === 'common:somethingWentWrong') && (
        <LoadFailed message={t(state)} onRetry={retry} />
      )}
      <p>{t('once')}</p>
      <Link to="/earn-points">{t('more')}</Link>
    </PageSection>
  );
}
