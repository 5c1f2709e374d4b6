import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { FORGET_PASSWORD_HEADING } from './heading';

/** Asking for a password reset link. */
export const FORGET_PASSWORD_NS = 'authForgetPassword';

export const forgetPasswordTranslations = defineTranslations({
  en: {
    ...FORGET_PASSWORD_HEADING.en,
    submit: 'SUBMIT',
    loginInstead: 'Login Instead?',
    sent: 'We have sent a password reset link to your email.',
    notRegistered: 'Please provide your registered email Id.',
  },
  fr: {
    ...FORGET_PASSWORD_HEADING.fr,
    submit: 'ENVOYER',
    loginInstead: 'Plutôt se connecter\u00a0?',
    sent: 'Nous vous avons envoyé un lien de réinitialisation.',
    notRegistered: 'Veuillez indiquer l’adresse e-mail de votre compte.',
  },
  es: {
    ...FORGET_PASSWORD_HEADING.es,
    submit: 'ENVIAR',
    loginInstead: '¿Prefieres iniciar sesión?',
    sent: 'Te hemos enviado un enlace para restablecer la contraseña.',
    notRegistered: 'Indica el correo con el que te registraste.',
  },
});

registerTranslations(FORGET_PASSWORD_NS, forgetPasswordTranslations);
