import { TitledPage } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { destinationFrom } from '../session/completeSignIn';
import { IntakeSurveyForm } from './IntakeSurveyForm';

/** /registration-survey: the intake survey, then the `route` query parameter or /. */
export function RegistrationSurveyPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <TitledPage title={t('intakeSurvey.title')} lead={t('intakeSurvey.lead')}>
      <IntakeSurveyForm onDone={() => navigate(destinationFrom(search))} />
    </TitledPage>
  );
}
