import type { PageHeadings } from '@portal/shared';

/**
 * The receipt upload's title and lead: its translations use them and its route declares them, so the
 * servers write them into a member's page before any script runs (docs/decisions.md, 92). Words only:
 * the build reads this file.
 */
export const UPLOAD_RECEIPT_HEADING = {
  en: {
    title: 'Upload Receipt',
    lead: 'Upload a photo or PDF of your purchase receipt. Several photos of one receipt are joined into one PDF.',
  },
  fr: {
    title: 'Envoyer un reçu',
    lead: 'Envoyez une photo ou un PDF de votre reçu d’achat. Plusieurs photos d’un même reçu sont réunies en un PDF.',
  },
  es: {
    title: 'Subir recibo',
    lead: 'Sube una foto o un PDF de tu recibo de compra. Varias fotos de un mismo recibo se unen en un PDF.',
  },
} as const satisfies PageHeadings;
