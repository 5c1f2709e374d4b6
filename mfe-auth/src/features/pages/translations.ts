import type { Translations } from '@portal/shared';

/** The auth remote's strings in every interface language. */
export const translations: Translations = {
  "en": {
    "login": {
      "title": "Login",
      "lead": "Sign in with the e-mail of your store account."
    },
    "signup": {
      "title": "Create your account",
      "lead": "Register with the e-mail of your age-verified store account."
    },
    "forgetPassword": {
      "title": "Forgot your password?",
      "lead": "We will e-mail you a link to choose a new one."
    },
    "resetPassword": {
      "title": "Reset your password",
      "lead": "Choose a new password for your account."
    },
    "confirmAccount": {
      "title": "Confirm your account",
      "lead": "We are confirming your e-mail address."
    },
    "updateProfile": {
      "title": "Update Profile",
      "lead": "Keep your details up to date."
    },
    "registrationSurvey": {
      "title": "Tell us about yourself",
      "lead": "A few details to complete your registration."
    }
  },
  "fr": {
    "login": {
      "title": "Connexion",
      "lead": "Connectez-vous avec l’adresse e-mail de votre compte boutique."
    },
    "signup": {
      "title": "Créez votre compte",
      "lead": "Inscrivez-vous avec l’adresse e-mail de votre compte boutique vérifié."
    },
    "forgetPassword": {
      "title": "Mot de passe oublié ?",
      "lead": "Nous vous enverrons un lien pour en choisir un nouveau."
    },
    "resetPassword": {
      "title": "Réinitialisez votre mot de passe",
      "lead": "Choisissez un nouveau mot de passe."
    },
    "confirmAccount": {
      "title": "Confirmez votre compte",
      "lead": "Nous confirmons votre adresse e-mail."
    },
    "updateProfile": {
      "title": "Modifier le profil",
      "lead": "Gardez vos informations à jour."
    },
    "registrationSurvey": {
      "title": "Parlez-nous de vous",
      "lead": "Quelques détails pour terminer votre inscription."
    }
  },
  "es": {
    "login": {
      "title": "Iniciar sesión",
      "lead": "Inicia sesión con el correo de tu cuenta de la tienda."
    },
    "signup": {
      "title": "Crea tu cuenta",
      "lead": "Regístrate con el correo de tu cuenta de la tienda con edad verificada."
    },
    "forgetPassword": {
      "title": "¿Olvidaste tu contraseña?",
      "lead": "Te enviaremos un enlace para elegir una nueva."
    },
    "resetPassword": {
      "title": "Restablece tu contraseña",
      "lead": "Elige una nueva contraseña para tu cuenta."
    },
    "confirmAccount": {
      "title": "Confirma tu cuenta",
      "lead": "Estamos confirmando tu correo electrónico."
    },
    "updateProfile": {
      "title": "Actualizar perfil",
      "lead": "Mantén tus datos al día."
    },
    "registrationSurvey": {
      "title": "Cuéntanos sobre ti",
      "lead": "Algunos datos para completar tu registro."
    }
  }
};
