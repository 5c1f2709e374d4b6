import type { PageHeadings } from '@portal/shared';

/**
 * My Rewards' title and lead: its translations use them and its route declares them, so the servers
 * write them into a member's page before any script runs (docs/decisions.md, 92). Words only: the
 * build reads this file.
 */
export const MY_REWARDS_HEADING = {
  en: {
    title: 'My Rewards',
    lead: 'The rewards you redeemed.',
  },
  fr: {
    title: 'Mes récompenses',
    lead: 'Les récompenses que vous avez échangées.',
  },
  es: {
    title: 'Mis recompensas',
    lead: 'Las recompensas que canjeaste.',
  },
} as const satisfies PageHeadings;
