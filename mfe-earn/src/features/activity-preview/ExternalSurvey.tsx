import { type Language, useSession } from '@portal/shared';
import { type Activity, Spinner } from '@portal/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Frame, Hint } from './styles';
import { PREVIEW_NS } from './translations';
import type { ActivityEventControls } from './useActivityEvent';
import { isSafeSource } from './videoRules';

/**
 * The survey address with the started event's id and the session language in its placeholders
 * ({eventId}, {lang}): the frame's own request carries the browser's language, not the portal's.
 */
export const surveyUrl = (template: string, eventId: string, language: Language) =>
  template.replace('{eventId}', encodeURIComponent(eventId)).replace('{lang}', language);

/** An external survey in a frame; the provider reports the answers and returns the member to the thank-you page. */
export function ExternalSurvey({ activity, events }: { activity: Activity; events: ActivityEventControls }) {
  const { t } = useTranslation(PREVIEW_NS);
  const [eventId, setEventId] = useState<string | null | undefined>(undefined);
  const { start } = events;
  const language = useSession((state) => state.language);

  useEffect(() => {
    let alive = true;
    void start().then((id) => alive && setEventId(id));
    return () => {
      alive = false;
    };
  }, [start]);

  if (eventId === undefined) return <Spinner />;
  if (!eventId || !isSafeSource(activity.data)) return null;
  return (
    <div>
      <Hint>{t('survey.hint')}</Hint>
      <Frame
        src={surveyUrl(activity.data, eventId, language)}
        title={t('survey.frameTitle')}
        data-testid="external-survey"
      />
      <Hint>
        <a href={surveyUrl(activity.data, eventId, language)}>{t('survey.open')}</a>
      </Hint>
    </div>
  );
}
