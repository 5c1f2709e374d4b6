import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { INTAKE_SURVEY_HEADING } from './heading';

/** The intake survey, on its page and in the home widget. */
export const INTAKE_SURVEY_NS = 'authIntakeSurvey';

export const intakeSurveyTranslations = defineTranslations({
  en: {
    ...INTAKE_SURVEY_HEADING.en,
    submit: 'Save Changes',
    saved: 'Thank you! Your answers are saved.',
  },
  fr: {
    ...INTAKE_SURVEY_HEADING.fr,
    submit: 'Enregistrer',
    saved: 'Merci\u00a0! Vos réponses sont enregistrées.',
  },
  es: {
    ...INTAKE_SURVEY_HEADING.es,
    submit: 'Guardar cambios',
    saved: '¡Gracias! Tus respuestas se han guardado.',
  },
});

registerTranslations(INTAKE_SURVEY_NS, intakeSurveyTranslations);
