import { TitledPage } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { destinationFrom } from '../session/completeSignIn';
import { IntakeSurveyForm } from './IntakeSurveyForm';
import { INTAKE_SURVEY_NS } from './translations';

/** /registration-survey: the intake survey, then the `route` query parameter or /. */
export function RegistrationSurveyPage() {
  const { t } = useTranslation(INTAKE_SURVEY_NS);
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <TitledPage title={t('title')} lead={t('lead')}>
      <IntakeSurveyForm onDone={() => navigate(destinationFrom(search))} />
    </TitledPage>
  );
}
