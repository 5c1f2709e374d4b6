import type { PageHeadings } from '@portal/shared';

/**
 * The eligible products page's title and lead: its translations use them and its route declares them,
 * so the servers write them into a member's page before any script runs (docs/decisions.md, 92). Words
 * only: the build reads this file.
 */
export const ELIGIBLE_PRODUCTS_HEADING = {
  en: {
    title: 'Eligible Products',
    lead: 'Codes from these products earn points.',
  },
  fr: {
    title: 'Produits admissibles',
    lead: 'Les codes de ces produits rapportent des points.',
  },
  es: {
    title: 'Productos participantes',
    lead: 'Los códigos de estos productos dan puntos.',
  },
} as const satisfies PageHeadings;
