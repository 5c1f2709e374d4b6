import { defineTranslations } from '@portal/kit/ui';
import { registerTranslations } from '@portal/shared';

export const TIER_BAR_NS = 'tierBar';

const translations = defineTranslations({
  en: {
    label: 'Your tier progress',
    current: 'Current tier',
    next: 'Next tier: {{tier}}',
    topTier: 'Top tier reached',
    percent: '{{percent}}%',
    progressLabel: 'Progress to the next tier',
    top: 'Congratulations! You have reached the top tier.',
    almost: "You're almost there! Only {{count, number}} points to go to reach {{tier}}.",
    progress: "You're making progress! Earn {{count, number}} more points to reach {{tier}}.",
    show: 'Show tier progress',
    hide: 'Hide tier progress',
  },
  fr: {
    label: 'Votre progression de niveau',
    current: 'Niveau actuel',
    next: 'Niveau suivant\u00a0: {{tier}}',
    topTier: 'Niveau maximal atteint',
    percent: '{{percent}} %',
    progressLabel: 'Progression vers le niveau suivant',
    top: 'Félicitations\u00a0! Vous avez atteint le niveau le plus élevé.',
    almost: 'Vous y êtes presque\u00a0! Plus que {{count, number}} points pour atteindre {{tier}}.',
    progress: 'Vous progressez\u00a0! Gagnez encore {{count, number}} points pour atteindre {{tier}}.',
    show: 'Afficher la progression de niveau',
    hide: 'Masquer la progression de niveau',
  },
  es: {
    label: 'Tu progreso de nivel',
    current: 'Nivel actual',
    next: 'Siguiente nivel: {{tier}}',
    topTier: 'Nivel máximo alcanzado',
    percent: '{{percent}} %',
    progressLabel: 'Progreso hacia el siguiente nivel',
    top: '¡Felicidades! Has alcanzado el nivel más alto.',
    almost: '¡Ya casi lo logras! Solo faltan {{count, number}} puntos para llegar a {{tier}}.',
    progress: '¡Vas progresando! Gana {{count, number}} puntos más para llegar a {{tier}}.',
    show: 'Mostrar el progreso de nivel',
    hide: 'Ocultar el progreso de nivel',
  },
});

registerTranslations(TIER_BAR_NS, translations);
