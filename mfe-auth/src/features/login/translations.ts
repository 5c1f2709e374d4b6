import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { LOGIN_HEADING } from './heading';

/** The login screen and its OTP step. */
export const LOGIN_NS = 'authLogin';

export const loginTranslations = defineTranslations({
  en: {
    ...LOGIN_HEADING.en,
    submit: 'Login',
    signingIn: 'Signing in…',
    forgotLink: 'Forgot password?',
    signupLink: 'New here? Register',
    welcomeBack: 'Welcome back!',
    suspended: 'Your account is suspended. Please contact helpdesk for more information.',
    notVerified: 'Error! User not verified.',
    // A reset link proves the address as the confirmation link does (docs/product/identity.md, Password reset).
    notVerifiedHint:
      'Confirm your e-mail with the link we sent when you registered. No e-mail? A password reset link confirms your address too.',
    notVerifiedLink: 'Send me a reset link',
    invalidCredentials: 'Invalid credentials.',
    otp: {
      title: 'OTP Verification',
      lead: 'Enter the {{count}}-digit code we sent to your e-mail.',
      label: 'OTP code',
      expiresIn: 'The code expires in {{time}}',
      validate: 'Validate',
      invalid: 'Invalid OTP',
      success: 'User login successfully.',
    },
  },
  fr: {
    ...LOGIN_HEADING.fr,
    submit: 'Se connecter',
    signingIn: 'Connexion…',
    forgotLink: 'Mot de passe oublié\u00a0?',
    signupLink: 'Nouveau\u00a0? Inscrivez-vous',
    welcomeBack: 'Bon retour parmi nous\u00a0!',
    suspended: 'Votre compte est suspendu. Veuillez contacter le service d’assistance pour plus d’informations.',
    notVerified: 'Erreur\u00a0! Utilisateur non vérifié.',
    notVerifiedHint:
      'Confirmez votre adresse e-mail avec le lien envoyé à votre inscription. Pas d’e-mail\u00a0? Un lien de réinitialisation du mot de passe confirme aussi votre adresse.',
    notVerifiedLink: 'M’envoyer un lien de réinitialisation',
    invalidCredentials: 'Identifiants invalides.',
    otp: {
      title: 'Vérification du code',
      lead: 'Saisissez le code à {{count}} chiffres envoyé à votre adresse e-mail.',
      label: 'Code à usage unique',
      expiresIn: 'Le code expire dans {{time}}',
      validate: 'Valider',
      invalid: 'Code invalide',
      success: 'Connexion réussie.',
    },
  },
  es: {
    ...LOGIN_HEADING.es,
    submit: 'Iniciar sesión',
    signingIn: 'Iniciando sesión…',
    forgotLink: '¿Olvidaste tu contraseña?',
    signupLink: '¿Eres nuevo? Regístrate',
    welcomeBack: '¡Bienvenido de nuevo!',
    suspended: 'Tu cuenta está suspendida. Contacta con el servicio de ayuda para más información.',
    notVerified: '¡Error! Usuario no verificado.',
    notVerifiedHint:
      'Confirma tu correo con el enlace que te enviamos al registrarte. ¿No te llegó? Un enlace para restablecer la contraseña también confirma tu dirección.',
    notVerifiedLink: 'Enviarme un enlace para restablecerla',
    invalidCredentials: 'Credenciales no válidas.',
    otp: {
      title: 'Verificación del código',
      lead: 'Introduce el código de {{count}} dígitos que enviamos a tu correo.',
      label: 'Código de un solo uso',
      expiresIn: 'El código caduca en {{time}}',
      validate: 'Validar',
      invalid: 'Código no válido',
      success: 'Sesión iniciada correctamente.',
    },
  },
});

registerTranslations(LOGIN_NS, loginTranslations);
