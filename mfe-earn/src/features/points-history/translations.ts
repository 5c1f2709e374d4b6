import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { POINTS_HISTORY_HEADING } from './heading';

export const HISTORY_NS = 'pointsHistory';

export const historyTranslations = defineTranslations({
  en: {
    ...POINTS_HISTORY_HEADING.en,
    pages: 'Point history pages',
    credit: '+{{points, number}}',
    debit: '−{{points, number}}',
    creditLabel: '{{points, number}} points earned',
    debitLabel: '{{points, number}} points spent',
    empty: 'You have no points yet.',
    earnNow: 'Earn Now',
    loadFailed: 'We could not load your point history.',
  },
  fr: {
    ...POINTS_HISTORY_HEADING.fr,
    pages: 'Pages de l’historique des points',
    credit: '+{{points, number}}',
    debit: '−{{points, number}}',
    creditLabel: '{{points, number}} points gagnés',
    debitLabel: '{{points, number}} points dépensés',
    empty: 'Vous n’avez pas encore de points.',
    earnNow: 'Gagner des points',
    loadFailed: 'Nous n’avons pas pu charger votre historique.',
  },
  es: {
    ...POINTS_HISTORY_HEADING.es,
    pages: 'Páginas del historial de puntos',
    credit: '+{{points, number}}',
    debit: '−{{points, number}}',
    creditLabel: '{{points, number}} puntos ganados',
    debitLabel: '{{points, number}} puntos gastados',
    empty: 'Todavía no tienes puntos.',
    earnNow: 'Ganar ahora',
    loadFailed: 'No pudimos cargar tu historial de puntos.',
  },
});

registerTranslations(HISTORY_NS, historyTranslations);
