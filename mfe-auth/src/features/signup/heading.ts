import type { PageHeadings } from '@portal/shared';

/**
 * The signup page's title and lead. Its translations use them, and the route declaration publishes them,
 * so the servers put them in the page before any script runs (docs/decisions.md, 84). Words only: the
 * build reads this file on its own.
 */
export const SIGNUP_HEADING = {
  en: {
    title: 'Create your account',
    lead: 'Register with the e-mail of your age-verified store account.',
  },
  fr: {
    title: 'Créez votre compte',
    lead: 'Inscrivez-vous avec l’adresse e-mail de votre compte boutique vérifié.',
  },
  es: {
    title: 'Crea tu cuenta',
    lead: 'Regístrate con el correo de tu cuenta de la tienda con edad verificada.',
  },
} as const satisfies PageHeadings;
