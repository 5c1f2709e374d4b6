import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { THANK_YOU_HEADING } from './heading';

export const THANK_YOU_NS = 'thankYouQuiz';

export const thankYouTranslations = defineTranslations({
  en: {
    ...THANK_YOU_HEADING.en,
    once: 'You can only earn points for participating in this quiz once',
    completed: 'Your answers were received and the activity is completed.',
    pending: 'We are still waiting for your answers from the survey.',
    notFound: 'We could not find this survey.',
    more: 'More ways to earn',
    signIn: 'Log in to see your quiz',
  },
  fr: {
    ...THANK_YOU_HEADING.fr,
    once: 'Vous ne pouvez gagner des points pour ce quiz qu’une seule fois',
    completed: 'Vos réponses ont été reçues et l’activité est terminée.',
    pending: 'Nous attendons encore vos réponses au questionnaire.',
    notFound: 'Nous n’avons pas trouvé ce questionnaire.',
    more: 'Autres façons de gagner',
    signIn: 'Connectez-vous pour voir votre quiz',
  },
  es: {
    ...THANK_YOU_HEADING.es,
    once: 'Solo puedes ganar puntos por participar en este cuestionario una vez',
    completed: 'Recibimos tus respuestas y la actividad está completada.',
    pending: 'Todavía esperamos tus respuestas de la encuesta.',
    notFound: 'No encontramos esta encuesta.',
    more: 'Más formas de ganar',
    signIn: 'Inicia sesión para ver tu cuestionario',
  },
});

registerTranslations(THANK_YOU_NS, thankYouTranslations);
