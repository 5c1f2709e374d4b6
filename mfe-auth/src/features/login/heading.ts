import type { PageHeadings } from '@portal/shared';

/**
 * The login page's title and lead. Its translations use them, and the route declaration publishes them,
 * so the servers put them in the page before any script runs (docs/decisions.md, 84). Words only: the
 * build reads this file on its own.
 */
export const LOGIN_HEADING = {
  en: {
    title: 'Login',
    lead: 'Sign in with the e-mail of your store account.',
  },
  fr: {
    title: 'Connexion',
    lead: 'Connectez-vous avec l’adresse e-mail de votre compte boutique.',
  },
  es: {
    title: 'Iniciar sesión',
    lead: 'Inicia sesión con el correo de tu cuenta de la tienda.',
  },
} as const satisfies PageHeadings;
