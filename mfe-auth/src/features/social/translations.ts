import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';

/** Social sign-in buttons and the registration they may ask to complete. */
export const SOCIAL_NS = 'authSocial';

export const socialTranslations = defineTranslations({
  en: {
    title: 'Or sign in with',
    facebook: 'Continue with Facebook',
    google: 'Continue with Google',
    apple: 'Continue with Apple',
    microsoft: 'Continue with Microsoft',
    completeTitle: 'Complete your registration',
    completeLead: 'A few details are missing before your first visit.',
    completeSubmit: 'Complete registration',
  },
  fr: {
    title: 'Ou connectez-vous avec',
    facebook: 'Continuer avec Facebook',
    google: 'Continuer avec Google',
    apple: 'Continuer avec Apple',
    microsoft: 'Continuer avec Microsoft',
    completeTitle: 'Terminez votre inscription',
    completeLead: 'Il manque quelques informations avant votre première visite.',
    completeSubmit: 'Terminer l’inscription',
  },
  es: {
    title: 'O inicia sesión con',
    facebook: 'Continuar con Facebook',
    google: 'Continuar con Google',
    apple: 'Continuar con Apple',
    microsoft: 'Continuar con Microsoft',
    completeTitle: 'Completa tu registro',
    completeLead: 'Faltan algunos datos antes de tu primera visita.',
    completeSubmit: 'Completar registro',
  },
});

registerTranslations(SOCIAL_NS, socialTranslations);
