import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';

export const EARN_POINTS_NS = 'earnPoints';

export const earnPointsTranslations = defineTranslations({
  en: {
    title: 'Earn Points',
    banner: 'Watch, read, answer, share and invite friends: every activity adds points to your balance.',
    filter: 'What are you looking for?',
    all: 'Show All',
    video: 'Video',
    survey: 'Survey',
    upload: 'Upload',
    viewMore: 'View More',
    loadingMore: 'Loading…',
    empty: 'There are no activities of this kind right now.',
    loadFailed: 'We could not load the activities.',
  },
  fr: {
    title: 'Gagner des points',
    banner:
      'Regardez, lisez, répondez, partagez et invitez vos amis : chaque activité ajoute des points à votre solde.',
    filter: 'Que recherchez-vous ?',
    all: 'Tout afficher',
    video: 'Vidéo',
    survey: 'Questionnaire',
    upload: 'Envoi',
    viewMore: 'Voir plus',
    loadingMore: 'Chargement…',
    empty: 'Aucune activité de ce type pour le moment.',
    loadFailed: 'Nous n’avons pas pu charger les activités.',
  },
  es: {
    title: 'Ganar puntos',
    banner: 'Mira, lee, responde, comparte e invita a tus amigos: cada actividad suma puntos a tu saldo.',
    filter: '¿Qué estás buscando?',
    all: 'Mostrar todo',
    video: 'Video',
    survey: 'Encuesta',
    upload: 'Subir',
    viewMore: 'Ver más',
    loadingMore: 'Cargando…',
    empty: 'No hay actividades de este tipo en este momento.',
    loadFailed: 'No pudimos cargar las actividades.',
  },
});

registerTranslations(EARN_POINTS_NS, earnPointsTranslations);
