import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';

/** The intake survey, on its page and in the home widget. */
export const INTAKE_SURVEY_NS = 'authIntakeSurvey';

export const intakeSurveyTranslations = defineTranslations({
  en: {
    title: 'Tell us about yourself',
    lead: 'A few details to complete your registration.',
    submit: 'Save Changes',
    saved: 'Thank you! Your answers are saved.',
  },
  fr: {
    title: 'Parlez-nous de vous',
    lead: 'Quelques détails pour terminer votre inscription.',
    submit: 'Enregistrer',
    saved: 'Merci ! Vos réponses sont enregistrées.',
  },
  es: {
    title: 'Cuéntanos sobre ti',
    lead: 'Algunos datos para completar tu registro.',
    submit: 'Guardar cambios',
    saved: '¡Gracias! Tus respuestas se han guardado.',
  },
});

registerTranslations(INTAKE_SURVEY_NS, intakeSurveyTranslations);
