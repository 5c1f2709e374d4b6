import type { Activity } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { ExternalSurvey } from './ExternalSurvey';
import { ElsewhereActivity, GamesActivity } from './LinkActivity';
import { QuizActivity } from './QuizActivity';
import { ReadActivity } from './ReadActivity';
import { ReferActivity } from './ReferActivity';
import { ShareActivity } from './ShareActivity';
import { StreakActivity } from './StreakActivity';
import { Problem } from './styles';
import { PREVIEW_NS } from './translations';
import type { ActivityEventControls } from './useActivityEvent';
import { VideoActivity } from './VideoActivity';

/** The layout of the activity's actionType; "Wrong Activity" for a type this page does not know. */
export function ActivityAction({ activity, events }: { activity: Activity; events: ActivityEventControls }) {
  const { t } = useTranslation(PREVIEW_NS);
  switch (activity.actionType) {
    case 'view':
      return <VideoActivity activity={activity} events={events} />;
    case 'survey':
      return activity.channel === 'quiz' ? (
        <QuizActivity activity={activity} events={events} />
      ) : (
        <ExternalSurvey activity={activity} events={events} />
      );
    case 'refer':
      return <ReferActivity />;
    case 'read':
      return <ReadActivity activity={activity} events={events} />;
    case 'share':
      return <ShareActivity activity={activity} events={events} />;
    case 'login-n-earn':
      return <StreakActivity activity={activity} />;
    case 'games':
      return <GamesActivity activity={activity} />;
    case 'click':
    case 'upload':
      return <ElsewhereActivity activity={activity} />;
    default:
      return <Problem role="alert">{t('wrongActivity')}</Problem>;
  }
}
