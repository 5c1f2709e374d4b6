import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';

/** Confirming the account from the mailed link. */
export const CONFIRM_ACCOUNT_NS = 'authConfirmAccount';

export const confirmAccountTranslations = defineTranslations({
  en: {
    title: 'Confirm your account',
    lead: 'We are confirming your e-mail address…',
    confirmed: 'Account Confirmed you can login now',
    invalid: 'This confirmation link is invalid or has already been used.',
    toLogin: 'Go to login',
  },
  fr: {
    title: 'Confirmez votre compte',
    lead: 'Nous confirmons votre adresse e-mail…',
    confirmed: 'Compte confirmé, vous pouvez vous connecter',
    invalid: 'Ce lien de confirmation est invalide ou a déjà servi.',
    toLogin: 'Aller à la connexion',
  },
  es: {
    title: 'Confirma tu cuenta',
    lead: 'Estamos confirmando tu correo electrónico…',
    confirmed: 'Cuenta confirmada, ya puedes iniciar sesión',
    invalid: 'Este enlace de confirmación no es válido o ya se usó.',
    toLogin: 'Ir a iniciar sesión',
  },
});

registerTranslations(CONFIRM_ACCOUNT_NS, confirmAccountTranslations);
