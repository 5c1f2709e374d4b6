import type { PageHeadings } from '@portal/shared';

/**
 * The earn-points page's title and the words of its banner. Its translations use them, and the route
 * declaration publishes them, so the servers put them in a member's page, in the banner, before any script
 * runs (docs/decisions.md, 84 and 92). Words only: the build reads this file on its own.
 */
export const EARN_POINTS_HEADING = {
  en: {
    title: 'Earn Points',
    lead: 'Watch, read, answer, share and invite friends: every activity adds points to your balance.',
  },
  fr: {
    title: 'Gagner des points',
    lead: 'Regardez, lisez, répondez, partagez et invitez vos amis\u00a0: chaque activité ajoute des points à votre solde.',
  },
  es: {
    title: 'Ganar puntos',
    lead: 'Mira, lee, responde, comparte e invita a tus amigos: cada actividad suma puntos a tu saldo.',
  },
} as const satisfies PageHeadings;
