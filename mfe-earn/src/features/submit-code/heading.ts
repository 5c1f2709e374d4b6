import type { PageHeadings } from '@portal/shared';

/**
 * The code page's title and lead: its translations use them and its route declares them, so the
 * servers write them into a member's page before any script runs (docs/decisions.md, 92). Words only:
 * the build reads this file.
 */
export const SUBMIT_CODE_HEADING = {
  en: {
    title: 'Submit Code',
    lead: 'Enter the code printed in your product package. You can enter up to 15 codes a day.',
  },
  fr: {
    title: 'Saisir un code',
    lead: 'Saisissez le code imprimé dans l’emballage de votre produit. Vous pouvez saisir jusqu’à 15 codes par jour.',
  },
  es: {
    title: 'Enviar código',
    lead: 'Introduce el código impreso en el envase de tu producto. Puedes introducir hasta 15 códigos al día.',
  },
} as const satisfies PageHeadings;
