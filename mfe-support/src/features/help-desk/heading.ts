import type { PageHeadings } from '@portal/shared';

/**
 * The help desk's title and lead. Its translations use them, and the route declaration publishes them, so the
 * servers put them in a member's page before any script runs (docs/decisions.md, 84 and 92). Words only:
 * the build reads this file on its own.
 */
export const HELP_DESK_HEADING = {
  en: {
    title: 'Help Desk',
    lead: 'Your support tickets and our answers.',
  },
  fr: {
    title: 'Centre d’aide',
    lead: 'Vos demandes d’assistance et nos réponses.',
  },
  es: {
    title: 'Centro de ayuda',
    lead: 'Tus solicitudes de soporte y nuestras respuestas.',
  },
} as const satisfies PageHeadings;
