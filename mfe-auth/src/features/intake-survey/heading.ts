import type { PageHeadings } from '@portal/shared';

/**
 * The intake survey page's title and lead: its translations use them and its route declares them, so
 * the servers write them into a member's page before any script runs (docs/decisions.md, 92). Words
 * only: the build reads this file.
 */
export const INTAKE_SURVEY_HEADING = {
  en: {
    title: 'Tell us about yourself',
    lead: 'A few details to complete your registration.',
  },
  fr: {
    title: 'Parlez-nous de vous',
    lead: 'Quelques détails pour terminer votre inscription.',
  },
  es: {
    title: 'Cuéntanos sobre ti',
    lead: 'Algunos datos para completar tu registro.',
  },
} as const satisfies PageHeadings;
