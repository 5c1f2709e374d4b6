import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';

/**
 * The widget's strings in their own namespace, registered when the module is imported: the shell
 * renders the widget inside its own React root, where the earn app's namespace is not the default.
 */
export const EARN_LIST_NAMESPACE = 'earnList';

export const earnListTranslations = defineTranslations({
  en: {
    points: '{{points, number}} pts',
    pointsLabel: '{{points, number}} points',
    earnNow: 'Earn Now',
    viewAgain: 'View Again',
    enterCode: 'Enter Code',
    uploadReceipt: 'Upload Receipt',
    shown: 'Showing {{count}} of {{total}} activities',
    empty: 'There are no activities right now. Check back soon for new ways to earn.',
    loadFailed: 'We could not load the activities.',
    loadMoreFailed: 'We could not load more activities. Please try again.',
    done: 'Done',
  },
  fr: {
    points: '{{points, number}} pts',
    pointsLabel: '{{points, number}} points',
    earnNow: 'Gagner',
    viewAgain: 'Revoir',
    enterCode: 'Saisir un code',
    uploadReceipt: 'Envoyer un reçu',
    shown: '{{count}} activités affichées sur {{total}}',
    empty: 'Aucune activité pour l’instant. Revenez bientôt pour de nouvelles façons de gagner.',
    loadFailed: 'Nous n’avons pas pu charger les activités.',
    loadMoreFailed: 'Nous n’avons pas pu charger plus d’activités. Veuillez réessayer.',
    done: 'Terminé',
  },
  es: {
    points: '{{points, number}} pts',
    pointsLabel: '{{points, number}} puntos',
    earnNow: 'Ganar ahora',
    viewAgain: 'Ver de nuevo',
    enterCode: 'Introducir código',
    uploadReceipt: 'Subir recibo',
    shown: 'Mostrando {{count}} de {{total}} actividades',
    empty: 'No hay actividades en este momento. Vuelve pronto para descubrir nuevas formas de ganar.',
    loadFailed: 'No pudimos cargar las actividades.',
    loadMoreFailed: 'No pudimos cargar más actividades. Inténtalo de nuevo.',
    done: 'Completado',
  },
});

registerTranslations(EARN_LIST_NAMESPACE, earnListTranslations);
