import { defineTranslations } from '@portal/kit/ui';
import { registerTranslations } from '@portal/shared';

export const VIDEO_GUARD_NS = 'videoGuard';

const translations = defineTranslations({
  en: { leftEarly: "Sorry! You haven't watched the full video, no points will be credited!" },
  fr: { leftEarly: 'Désolé\u00a0! Vous n’avez pas regardé la vidéo en entier, aucun point ne sera crédité\u00a0!' },
  es: { leftEarly: '¡Lo sentimos! No has visto el video completo, ¡no se acreditarán puntos!' },
});

registerTranslations(VIDEO_GUARD_NS, translations);
