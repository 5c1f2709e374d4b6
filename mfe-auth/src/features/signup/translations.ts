import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { SIGNUP_HEADING } from './heading';

/** Registration, and the pre-registration check that may stop it. */
export const SIGNUP_NS = 'authSignup';

export const signupTranslations = defineTranslations({
  en: {
    ...SIGNUP_HEADING.en,
    submit: 'Register',
    submitting: 'Registering…',
    success: 'Registration successful. Please check your e-mail.',
    loginLink: 'Already a member? Login',
    preRegistration: {
      title: 'Age-verified store account needed',
      body: 'This email is not associated with an age-verified account on our store site.',
      createAccount: 'Create an age-verified store account',
      support: 'Contact support',
      back: 'Back',
    },
  },
  fr: {
    ...SIGNUP_HEADING.fr,
    submit: 'S’inscrire',
    submitting: 'Inscription…',
    success: 'Inscription réussie. Consultez vos e-mails.',
    loginLink: 'Déjà membre\u00a0? Connexion',
    preRegistration: {
      title: 'Compte boutique vérifié requis',
      body: 'Cette adresse e-mail n’est associée à aucun compte à l’âge vérifié sur notre boutique.',
      createAccount: 'Créer un compte boutique à l’âge vérifié',
      support: 'Contacter l’assistance',
      back: 'Retour',
    },
  },
  es: {
    ...SIGNUP_HEADING.es,
    submit: 'Registrarse',
    submitting: 'Registrando…',
    success: 'Registro completado. Revisa tu correo.',
    loginLink: '¿Ya eres miembro? Inicia sesión',
    preRegistration: {
      title: 'Se necesita una cuenta verificada de la tienda',
      body: 'Este correo no está asociado a una cuenta con edad verificada en nuestra tienda.',
      createAccount: 'Crear una cuenta de la tienda con edad verificada',
      support: 'Contactar con soporte',
      back: 'Volver',
    },
  },
});

registerTranslations(SIGNUP_NS, signupTranslations);
