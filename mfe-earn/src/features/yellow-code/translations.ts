import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { YELLOW_CODE_HEADING } from './heading';

/** Yellow sticker, pod pack and leap device codes (docs/product/purchase-proof.md, Yellow sticker codes). */
export const YELLOW_CODE_NS = 'earnYellowCode';

export const yellowCodeTranslations = defineTranslations({
  en: {
    ...YELLOW_CODE_HEADING.en,
    yellowSticker: 'Yellow sticker code',
    podPack: 'Pod pack code',
    leapDevice: 'Leap device code',
    submit: 'Submit',
    submitting: 'Submitting…',
    onceNote: 'Note: each reward can be redeemed only once.',
    failed: 'Error! Something went wrong.',
    // The product's wording on this page, without the full stop of the sign-in's (docs/product/validation.md).
    captchaRequired: 'Please select captcha',
  },
  fr: {
    ...YELLOW_CODE_HEADING.fr,
    yellowSticker: 'Code de l’autocollant jaune',
    podPack: 'Code du pack de pods',
    leapDevice: 'Code de l’appareil Leap',
    submit: 'Envoyer',
    submitting: 'Envoi…',
    onceNote: 'Remarque\u00a0: chaque récompense ne peut être obtenue qu’une seule fois.',
    failed: 'Erreur\u00a0! Une erreur s’est produite.',
    captchaRequired: 'Veuillez cocher le captcha',
  },
  es: {
    ...YELLOW_CODE_HEADING.es,
    yellowSticker: 'Código de la pegatina amarilla',
    podPack: 'Código del paquete de pods',
    leapDevice: 'Código del dispositivo Leap',
    submit: 'Enviar',
    submitting: 'Enviando…',
    onceNote: 'Nota: cada recompensa solo se puede canjear una vez.',
    failed: '¡Error! Algo salió mal.',
    captchaRequired: 'Marca el captcha',
  },
});

registerTranslations(YELLOW_CODE_NS, yellowCodeTranslations);
