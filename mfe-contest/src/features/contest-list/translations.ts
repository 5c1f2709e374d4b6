import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { CONTEST_LIST_HEADING } from './heading';

export const LIST_NAMESPACE = 'contestList';

export const listTranslations = defineTranslations({
  en: {
    ...CONTEST_LIST_HEADING.en,
    spinNow: 'Spin Now',
    unlock: 'Unlock With More Points',
    points: '{{points, number}} points a spin',
    free: 'Free',
    empty: 'There are no contests right now. Check back soon.',
    loadFailed: 'We could not load the contests.',
    loadMoreFailed: 'We could not load more contests. Please try again.',
  },
  fr: {
    ...CONTEST_LIST_HEADING.fr,
    spinNow: 'Tourner maintenant',
    unlock: 'Débloquez avec plus de points',
    points: '{{points, number}} points par tour',
    free: 'Gratuit',
    empty: 'Aucun concours pour le moment. Revenez bientôt.',
    loadFailed: 'Nous n’avons pas pu charger les concours.',
    loadMoreFailed: 'Nous n’avons pas pu charger plus de concours. Veuillez réessayer.',
  },
  es: {
    ...CONTEST_LIST_HEADING.es,
    spinNow: 'Girar ahora',
    unlock: 'Desbloquea con más puntos',
    points: '{{points, number}} puntos por giro',
    free: 'Gratis',
    empty: 'No hay concursos en este momento. Vuelve pronto.',
    loadFailed: 'No pudimos cargar los concursos.',
    loadMoreFailed: 'No pudimos cargar más concursos. Inténtalo de nuevo.',
  },
});

registerTranslations(LIST_NAMESPACE, listTranslations);
