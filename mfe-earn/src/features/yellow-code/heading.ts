import type { PageHeadings } from '@portal/shared';

/**
 * The yellow code page's title and lead: its translations use them and its route declares them, so the
 * servers write them into a member's page before any script runs (docs/decisions.md, 92). Words only:
 * the build reads this file.
 */
export const YELLOW_CODE_HEADING = {
  en: {
    title: 'Enter Your Codes',
    lead: 'Enter the code from your yellow sticker, your pod pack or your leap device.',
  },
  fr: {
    title: 'Saisissez vos codes',
    lead: 'Saisissez le code de votre autocollant jaune, de votre pack de pods ou de votre appareil Leap.',
  },
  es: {
    title: 'Introduce tus códigos',
    lead: 'Introduce el código de tu pegatina amarilla, de tu paquete de pods o de tu dispositivo Leap.',
  },
} as const satisfies PageHeadings;
