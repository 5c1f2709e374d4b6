import { defineTranslations } from '@portal/kit/ui';

/** Strings every app uses and the session module's own UI (the toaster); the UI kit carries its own. */
export const commonTranslations = defineTranslations({
  en: {
    dismiss: 'Dismiss notification',
    somethingWentWrong: 'Something went wrong.',
    networkError: 'We could not reach the server. Please check your connection and try again.',
    sessionExpired: 'Your session has expired. Please log in again.',
    streakEarned: 'Congratulations! You have earned {{points, number}} Points.',
  },
  fr: {
    dismiss: 'Fermer la notification',
    somethingWentWrong: 'Une erreur s’est produite.',
    networkError: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    streakEarned: 'Félicitations\u00a0! Vous avez gagné {{points, number}} points.',
  },
  es: {
    dismiss: 'Cerrar notificación',
    somethingWentWrong: 'Algo salió mal.',
    networkError: 'No pudimos conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    sessionExpired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    streakEarned: '¡Felicidades! Has ganado {{points, number}} puntos.',
  },
});
