import type { PageHeadings } from '@portal/shared';

/**
 * The forgotten-password page's title and lead. Its translations use them, and the route declaration publishes them,
 * so the servers put them in the page before any script runs (docs/decisions.md, 84). Words only: the
 * build reads this file on its own.
 */
export const FORGET_PASSWORD_HEADING = {
  en: {
    title: 'Forgot your password?',
    lead: 'We will e-mail you a link to choose a new one.',
  },
  fr: {
    title: 'Mot de passe oublié\u00a0?',
    lead: 'Nous vous enverrons un lien pour en choisir un nouveau.',
  },
  es: {
    title: '¿Olvidaste tu contraseña?',
    lead: 'Te enviaremos un enlace para elegir una nueva.',
  },
} as const satisfies PageHeadings;
