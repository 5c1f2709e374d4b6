import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';

/** Asking for a password reset link. */
export const FORGET_PASSWORD_NS = 'authForgetPassword';

export const forgetPasswordTranslations = defineTranslations({
  en: {
    title: 'Forgot your password?',
    lead: 'We will e-mail you a link to choose a new one.',
    submit: 'SUBMIT',
    loginInstead: 'Login Instead?',
    sent: 'We have sent a password reset link to your email.',
    notRegistered: 'Please provide your registered email Id.',
  },
  fr: {
    title: 'Mot de passe oublié ?',
    lead: 'Nous vous enverrons un lien pour en choisir un nouveau.',
    submit: 'ENVOYER',
    loginInstead: 'Plutôt se connecter ?',
    sent: 'Nous vous avons envoyé un lien de réinitialisation.',
    notRegistered: 'Veuillez indiquer l’adresse e-mail de votre compte.',
  },
  es: {
    title: '¿Olvidaste tu contraseña?',
    lead: 'Te enviaremos un enlace para elegir una nueva.',
    submit: 'ENVIAR',
    loginInstead: '¿Prefieres iniciar sesión?',
    sent: 'Te hemos enviado un enlace para restablecer la contraseña.',
    notRegistered: 'Indica el correo con el que te registraste.',
  },
});

registerTranslations(FORGET_PASSWORD_NS, forgetPasswordTranslations);
