import type { PageHeadings } from '@portal/shared';

/**
 * The password-reset page's title and lead. Its translations use them, and the route declaration publishes them,
 * so the servers put them in the page before any script runs (docs/decisions.md, 84). Words only: the
 * build reads this file on its own.
 */
export const RESET_PASSWORD_HEADING = {
  en: {
    title: 'Reset your password',
    lead: 'Choose a new password for your account.',
  },
  fr: {
    title: 'Réinitialisez votre mot de passe',
    lead: 'Choisissez un nouveau mot de passe.',
  },
  es: {
    title: 'Restablece tu contraseña',
    lead: 'Elige una nueva contraseña para tu cuenta.',
  },
} as const satisfies PageHeadings;
