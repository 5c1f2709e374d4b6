import { defineTranslations } from '@portal/kit/ui';
import { registerTranslations } from '@portal/shared';

export const NOTIFICATIONS_NS = 'notifications';

const translations = defineTranslations({
  en: {
    bell: 'Notifications',
    bellUnread_one: 'Notifications, {{count}} unread',
    bellUnread_other: 'Notifications, {{count}} unread',
    title: 'Notifications',
    empty: 'You have no notifications yet.',
    loading: 'Loading notifications…',
    loadFailed: 'We could not load your notifications.',
    viewMore: 'View More',
    markRead: 'Mark as read',
    unreadLabel: 'Unread:',
    popupTitle: 'Notification',
    gotIt: 'Got it',
  },
  fr: {
    bell: 'Notifications',
    bellUnread_one: 'Notifications, {{count}} non lue',
    bellUnread_other: 'Notifications, {{count}} non lues',
    title: 'Notifications',
    empty: 'Vous n’avez encore aucune notification.',
    loading: 'Chargement des notifications…',
    loadFailed: 'Nous n’avons pas pu charger vos notifications.',
    viewMore: 'Voir plus',
    markRead: 'Marquer comme lue',
    unreadLabel: 'Non lue\u00a0:',
    popupTitle: 'Notification',
    gotIt: 'J’ai compris',
  },
  es: {
    bell: 'Notificaciones',
    bellUnread_one: 'Notificaciones, {{count}} sin leer',
    bellUnread_other: 'Notificaciones, {{count}} sin leer',
    title: 'Notificaciones',
    empty: 'Todavía no tienes notificaciones.',
    loading: 'Cargando notificaciones…',
    loadFailed: 'No pudimos cargar tus notificaciones.',
    viewMore: 'Ver más',
    markRead: 'Marcar como leída',
    unreadLabel: 'Sin leer:',
    popupTitle: 'Notificación',
    gotIt: 'Entendido',
  },
});

registerTranslations(NOTIFICATIONS_NS, translations);
