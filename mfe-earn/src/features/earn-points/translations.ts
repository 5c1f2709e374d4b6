import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { EARN_POINTS_HEADING } from './heading';

export const EARN_POINTS_NS = 'earnPoints';

export const earnPointsTranslations = defineTranslations({
  en: {
    title: EARN_POINTS_HEADING.en.title,
    banner: EARN_POINTS_HEADING.en.lead,
    filter: 'What are you looking for?',
    all: 'Show All',
    video: 'Video',
    survey: 'Survey',
    upload: 'Upload',
    empty: 'There are no activities of this kind right now.',
    loadFailed: 'We could not load the activities.',
    loadMoreFailed: 'We could not load more activities. Please try again.',
  },
  fr: {
    title: EARN_POINTS_HEADING.fr.title,
    banner: EARN_POINTS_HEADING.fr.lead,
    filter: 'Que recherchez-vous\u00a0?',
    all: 'Tout afficher',
    video: 'Vidéo',
    survey: 'Questionnaire',
    upload: 'Reçus',
    empty: 'Aucune activité de ce type pour le moment.',
    loadFailed: 'Nous n’avons pas pu charger les activités.',
    loadMoreFailed: 'Nous n’avons pas pu charger plus d’activités. Veuillez réessayer.',
  },
  es: {
    title: EARN_POINTS_HEADING.es.title,
    banner: EARN_POINTS_HEADING.es.lead,
    filter: '¿Qué estás buscando?',
    all: 'Mostrar todo',
    video: 'Video',
    survey: 'Encuesta',
    upload: 'Subir',
    empty: 'No hay actividades de este tipo en este momento.',
    loadFailed: 'No pudimos cargar las actividades.',
    loadMoreFailed: 'No pudimos cargar más actividades. Inténtalo de nuevo.',
  },
});

registerTranslations(EARN_POINTS_NS, earnPointsTranslations);
