import type { PageHeadings } from '@portal/shared';

/**
 * The thank-you page's title. Its translations use it and its route declares it, so the servers write it
 * into the page before any script runs (docs/decisions.md, 84 and 92): members open this page cold, sent
 * back by the survey provider. Words only: the build reads this file.
 */
export const THANK_YOU_HEADING = {
  en: {
    title: 'Thank you!',
  },
  fr: {
    title: 'Merci\u00a0!',
  },
  es: {
    title: '¡Gracias!',
  },
} as const satisfies PageHeadings;
