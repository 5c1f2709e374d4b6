import { isSuccess, useSession } from '@portal/shared';
import { type Activity, SafeHtml, Spinner } from '@portal/kit';
import { useEffect, useRef, useState } from 'react';
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

function Content({ activity }: { activity: Activity }) {
  const { t } = useTranslation(PREVIEW_NS);
  const [html, setHtml] = useState<string | null>(null);
  const isPdf = activity.channel === 'pdf';
  // The API answers the article in the session language: a switch fetches it again.
  const language = useSession((state) => state.language);

  useEffect(() => {
    if (isPdf) return undefined;
    let alive = true;
    void fetchArticle(activity.data).then(
      (body) => alive && setHtml(isSuccess(body) && body.data ? body.data.html : ''),
    );
    return () => {
      alive = false;
    };
  }, [activity.data, isPdf, language]);

  if (isPdf) {
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
  if (html === null) return <Spinner />;
  return <Article html={html} />;
}

/** A PDF or an HTML article with a countdown of minimumActivityDuration; at zero the event completes. */
export function ReadActivity({ activity, events }: { activity: Activity; events: ActivityEventControls }) {
  const { t } = useTranslation(PREVIEW_NS);
  const [started, setStarted] = useState(false);
  const completed = useRef(false);
  const { start, complete } = events;
  const { left, away } = useCountdown(activity.minimumActivityDuration, started, activity.channel !== 'pdf');

  useEffect(() => {
    let alive = true;
    void start('read').then((id) => alive && setStarted(Boolean(id)));
    return () => {
      alive = false;
    };
  }, [start]);

  useEffect(() => {
    if (!started || left > 0 || completed.current) return;
    completed.current = true;
    void complete('read');
  }, [started, left, complete]);

  return (
    <div>
      {started && (
        <Status role="timer" aria-live="polite">
          {left > 0 ? t('read.remaining', { seconds: left }) : t('read.done')}
        </Status>
      )}
      {started && away && left > 0 && <Hint>{t('read.paused')}</Hint>}
      <Content activity={activity} />
    </div>
  );
}
