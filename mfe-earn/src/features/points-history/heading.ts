import type { PageHeadings } from '@portal/shared';

/**
 * The point history's title: its translations use it and its route declares it, so the servers write
 * it into a member's page before any script runs (docs/decisions.md, 92). Words only: the build reads
 * this file.
 */
export const POINTS_HISTORY_HEADING = {
  en: {
    title: 'Point History',
  },
  fr: {
    title: 'Historique des points',
  },
  es: {
    title: 'Historial de puntos',
  },
} as const satisfies PageHeadings;
