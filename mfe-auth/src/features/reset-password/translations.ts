import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { RESET_PASSWORD_HEADING } from './heading';

/** Choosing a new password from a reset link. */
export const RESET_PASSWORD_NS = 'authResetPassword';

export const resetPasswordTranslations = defineTranslations({
  en: {
    ...RESET_PASSWORD_HEADING.en,
    submit: 'Reset Password',
    invalidLink: 'Your password reset link is invalid.',
    newLink: 'Ask for a new link',
    done: 'Your password has been reset. You can login now.',
  },
  fr: {
    ...RESET_PASSWORD_HEADING.fr,
    submit: 'Réinitialiser',
    invalidLink: 'Votre lien de réinitialisation est invalide.',
    newLink: 'Demander un nouveau lien',
    done: 'Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.',
  },
  es: {
    ...RESET_PASSWORD_HEADING.es,
    submit: 'Restablecer',
    invalidLink: 'Tu enlace para restablecer la contraseña no es válido.',
    newLink: 'Pedir un enlace nuevo',
    done: 'Tu contraseña se ha restablecido. Ya puedes iniciar sesión.',
  },
});

registerTranslations(RESET_PASSWORD_NS, resetPasswordTranslations);
