import type { PageHeadings } from '@portal/shared';

/**
 * The confirmation page's title and lead, which it shows while the mailed link's token is checked. Its
 * translations use them and its route declares them, so the servers write them into the page before any
 * script runs (docs/decisions.md, 84): every new member opens this page cold, from the mail. Words only:
 * the build reads this file.
 */
export const CONFIRM_ACCOUNT_HEADING = {
  en: {
    title: 'Confirm your account',
    lead: 'We are confirming your e-mail address…',
  },
  fr: {
    title: 'Confirmez votre compte',
    lead: 'Nous confirmons votre adresse e-mail…',
  },
  es: {
    title: 'Confirma tu cuenta',
    lead: 'Estamos confirmando tu correo electrónico…',
  },
} as const satisfies PageHeadings;
