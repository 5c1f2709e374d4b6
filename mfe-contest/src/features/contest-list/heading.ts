import type { PageHeadings } from '@portal/shared';

/**
 * The contest list's title and lead. Its translations use them, and the route declaration publishes them, so the
 * servers put them in a member's page before any script runs (docs/decisions.md, 84 and 92). Words only:
 * the build reads this file on its own.
 */
export const CONTEST_LIST_HEADING = {
  en: {
    title: 'Contest',
    lead: 'Spin a prize wheel to win points, rewards and free spins.',
  },
  fr: {
    title: 'Concours',
    lead: 'Faites tourner une roue pour gagner des points, des récompenses et des tours gratuits.',
  },
  es: {
    title: 'Concurso',
    lead: 'Gira una ruleta para ganar puntos, recompensas y giros gratis.',
  },
} as const satisfies PageHeadings;
