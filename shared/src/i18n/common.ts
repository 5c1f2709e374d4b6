import { defineTranslations } from './define';

/** Strings every app uses: the session module's own UI (panels, toasts, modal). */
export const commonTranslations = defineTranslations({
  en: {
    unavailableTitle: 'This section is temporarily unavailable',
    unavailableBody: 'We could not load this part of the portal. The rest of the site still works.',
    retry: 'Try again',
    retrying: 'Trying again…',
    loading: 'Loading…',
    close: 'Close',
    dismiss: 'Dismiss notification',
    somethingWentWrong: 'Something went wrong.',
    networkError: 'We could not reach the server. Please check your connection and try again.',
    sessionExpired: 'Your session has expired. Please log in again.',
  },
  fr: {
    unavailableTitle: 'Cette section est temporairement indisponible',
    unavailableBody: "Nous n'avons pas pu charger cette partie du portail. Le reste du site fonctionne toujours.",
    retry: 'Réessayer',
    retrying: 'Nouvel essai…',
    loading: 'Chargement…',
    close: 'Fermer',
    dismiss: 'Fermer la notification',
    somethingWentWrong: "Une erreur s'est produite.",
    networkError: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  },
  es: {
    unavailableTitle: 'Esta sección no está disponible temporalmente',
    unavailableBody: 'No pudimos cargar esta parte del portal. El resto del sitio sigue funcionando.',
    retry: 'Reintentar',
    retrying: 'Reintentando…',
    loading: 'Cargando…',
    close: 'Cerrar',
    dismiss: 'Cerrar notificación',
    somethingWentWrong: 'Algo salió mal.',
    networkError: 'No pudimos conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    sessionExpired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  },
});
