import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { CONFIRM_ACCOUNT_HEADING } from './heading';

/** Confirming the account from the mailed link. */
export const CONFIRM_ACCOUNT_NS = 'authConfirmAccount';

export const confirmAccountTranslations = defineTranslations({
  en: {
    ...CONFIRM_ACCOUNT_HEADING.en,
    confirmed: 'Account Confirmed you can login now',
    invalid: 'This confirmation link is invalid or has already been used.',
    toLogin: 'Go to login',
  },
  fr: {
    ...CONFIRM_ACCOUNT_HEADING.fr,
    confirmed: 'Compte confirmé, vous pouvez vous connecter',
    invalid: 'Ce lien de confirmation est invalide ou a déjà servi.',
    toLogin: 'Aller à la connexion',
  },
  es: {
    ...CONFIRM_ACCOUNT_HEADING.es,
    confirmed: 'Cuenta confirmada, ya puedes iniciar sesión',
    invalid: 'Este enlace de confirmación no es válido o ya se usó.',
    toLogin: 'Ir a iniciar sesión',
  },
});

registerTranslations(CONFIRM_ACCOUNT_NS, confirmAccountTranslations);
