import type { PageHeadings } from '@portal/shared';

/**
 * The FAQ's title and lead: its translations use them and its route declares them, so the servers
 * write them into a member's page before any script runs (docs/decisions.md, 92). Words only: the
 * build reads this file.
 */
export const FAQ_HEADING = {
  en: {
    title: 'FAQ',
    lead: 'Answers to common questions.',
  },
  fr: {
    title: 'FAQ',
    lead: 'Réponses aux questions fréquentes.',
  },
  es: {
    title: 'Preguntas frecuentes',
    lead: 'Respuestas a preguntas comunes.',
  },
} as const satisfies PageHeadings;

/**
 * The support page's title and lead: its translations use them and its route declares them, so the
 * servers write them into a member's page before any script runs (docs/decisions.md, 92). Words only:
 * the build reads this file.
 */
export const SUPPORT_HEADING = {
  en: {
    title: 'Support',
    lead: 'Send us a message; phone support Monday to Friday, 9 to 5 ET, e-mail 24/7.',
  },
  fr: {
    title: 'Assistance',
    lead: 'Écrivez-nous\u00a0; assistance téléphonique du lundi au vendredi, de 9 h à 17 h (HE), e-mail 24 h/24.',
  },
  es: {
    title: 'Soporte',
    lead: 'Escríbenos; soporte telefónico de lunes a viernes, de 9 a 17 h (ET), correo 24/7.',
  },
} as const satisfies PageHeadings;
