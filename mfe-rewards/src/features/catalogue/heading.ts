import type { PageHeadings } from '@portal/shared';

/**
 * The rewards catalogue's title and lead. Its translations use them, and the route declaration publishes them, so the
 * servers put them in a member's page before any script runs (docs/decisions.md, 84 and 92). Words only:
 * the build reads this file on its own.
 */
export const REWARDS_HEADING = {
  en: {
    title: 'Rewards',
    lead: 'Redeem your points for rewards.',
  },
  fr: {
    title: 'Récompenses',
    lead: 'Échangez vos points contre des récompenses.',
  },
  es: {
    title: 'Recompensas',
    lead: 'Canjea tus puntos por recompensas.',
  },
} as const satisfies PageHeadings;
