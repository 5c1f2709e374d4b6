import { isSuccess, useSession } from '@portal/shared';
import { type Activity, LoadFailed, SafeHtml, Spinner } from '@portal/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchArticle } from './api';
import { Frame, Hint, Status } from './styles';
import { PREVIEW_NS } from './translations';
import type { ActivityEventControls } from './useActivityEvent';
import { useCountdown } from './useCountdown';
import { isSafeSource } from './videoRules';

const Article = styled(SafeHtml)`
  max-width: 48rem;
  line-height: 1.6;
`;

type ArticleState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; html: string };

const LOADING: ArticleState = { status: 'loading' };
const FAILED: ArticleState = { status: 'failed' };

/**
 * The HTML article (nothing to fetch for a PDF). The API answers it in the session language: a switch
 * fetches it again, and an article already shown stays if that fetch fails. `retry` asks again.
 */
function useArticle(slug: string, skip: boolean): { article: ArticleState; retry: () => void } {
  const [article, setArticle] = useState<ArticleState>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const language = useSession((state) => state.language);

  useEffect(() => {
    if (skip) return undefined;
    let alive = true;
    void fetchArticle(slug).then((body) => {
      if (!alive) return;
      if (isSuccess(body) && body.data) setArticle({ status: 'ready', html: body.data.html });
      else setArticle((current) => (current.status === 'ready' ? current : FAILED));
    });
    return () => {
      alive = false;
    };
  }, [slug, skip, language, attempt]);

  const retry = useCallback(() => {
    setArticle(LOADING);
    setAttempt((n) => n + 1);
  }, []);
  return { article, retry };
}

function Content({ activity, article, retry }: { activity: Activity; article: ArticleState; retry: () => void }) {
  const { t } = useTranslation(PREVIEW_NS);
  if (activity.channel === 'pdf') {
    if (!isSafeSource(activity.data)) return null;
    return (
      <>
        {/* The API lets this origin frame its media (docs/decisions.md, Same-origin framing of two API
            paths); a browser without a PDF viewer shows nothing there, so the file is offered too. */}
        <Frame src={activity.data} title={t('read.pdfTitle')} data-testid="activity-pdf" />
        <Hint>
          <a href={activity.data} download>
            {t('read.downloadPdf')}
          </a>
        </Hint>
      </>
    );
  }
  if (article.status === 'failed') return <LoadFailed message={t('read.loadFailed')} onRetry={retry} />;
  if (article.status === 'loading') return <Spinner />;
  return <Article html={article.html} />;
}

/**
 * A PDF or an HTML article with a countdown of minimumActivityDuration; at zero the event completes.
 * The countdown runs only over content that is there: an article that failed to load stops it.
 */
export function ReadActivity({ activity, events }: { activity: Activity; events: ActivityEventControls }) {
  const { t } = useTranslation(PREVIEW_NS);
  const [started, setStarted] = useState(false);
  const completed = useRef(false);
  const { start, complete } = events;
  const isPdf = activity.channel === 'pdf';
  const { article, retry } = useArticle(activity.data, isPdf);
  const counting = started && (isPdf || article.status === 'ready');
  const { left, away } = useCountdown(activity.minimumActivityDuration, counting, !isPdf);

  useEffect(() => {
    let alive = true;
    void start('read').then((id) => alive && setStarted(Boolean(id)));
    return () => {
      alive = false;
    };
  }, [start]);

  useEffect(() => {
    if (!counting || left > 0 || completed.current) return;
    completed.current = true;
    void complete('read');
  }, [counting, left, complete]);

  return (
    <div>
      {/* The timer is no live region (it would be spoken every second); the status region announces
          the end alone. */}
      {counting && left > 0 && <Status role="timer">{t('read.remaining', { seconds: left })}</Status>}
      <div role="status">{counting && left <= 0 && <Status>{t('read.done')}</Status>}</div>
      {counting && away && left > 0 && <Hint>{t('read.paused')}</Hint>}
      <Content activity={activity} article={article} retry={retry} />
    </div>
  );
}
