import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';

/** Registration, and the pre-registration check that may stop it. */
export const SIGNUP_NS = 'authSignup';

export const signupTranslations = defineTranslations({
  en: {
    title: 'Create your account',
    lead: 'Register with the e-mail of your age-verified store account.',
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
    title: 'Créez votre compte',
    lead: 'Inscrivez-vous avec l’adresse e-mail de votre compte boutique vérifié.',
    submit: 'S’inscrire',
    submitting: 'Inscription…',
    success: 'Inscription réussie. Consultez vos e-mails.',
    loginLink: 'Déjà membre ? Connexion',
    preRegistration: {
      title: 'Compte boutique vérifié requis',
      body: 'Cette adresse e-mail n’est associée à aucun compte à l’âge vérifié sur notre boutique.',
      createAccount: 'Créer un compte boutique à l’âge vérifié',
      support: 'Contacter l’assistance',
      back: 'Retour',
    },
  },
  es: {
    title: 'Crea tu cuenta',
    lead: 'Regístrate con el correo de tu cuenta de la tienda con edad verificada.',
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
