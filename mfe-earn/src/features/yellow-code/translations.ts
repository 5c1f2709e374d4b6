import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';

/** Yellow sticker, pod pack and leap device codes (docs/product/purchase-proof.md, Yellow sticker codes). */
export const YELLOW_CODE_NS = 'earnYellowCode';

export const yellowCodeTranslations = defineTranslations({
  en: {
    title: 'Enter Your Codes',
    lead: 'Enter the code from your yellow sticker, your pod pack or your leap device.',
    yellowSticker: 'Yellow sticker code',
    podPack: 'Pod pack code',
    leapDevice: 'Leap device code',
    submit: 'Submit',
    submitting: 'Submitting…',
    onceNote: 'Note: each reward can be redeemed only once.',
    failed: 'Error! Something went wrong.',
  },
  fr: {
    title: 'Saisissez vos codes',
    lead: 'Saisissez le code de votre autocollant jaune, de votre pack de pods ou de votre appareil Leap.',
    yellowSticker: "Code de l'autocollant jaune",
    podPack: 'Code du pack de pods',
    leapDevice: "Code de l'appareil Leap",
    submit: 'Envoyer',
    submitting: 'Envoi…',
    onceNote: "Remarque : chaque récompense ne peut être obtenue qu'une seule fois.",
    failed: "Erreur ! Une erreur s'est produite.",
  },
  es: {
    title: 'Introduce tus códigos',
    lead: 'Introduce el código de tu pegatina amarilla, de tu paquete de pods o de tu dispositivo Leap.',
    yellowSticker: 'Código de la pegatina amarilla',
    podPack: 'Código del paquete de pods',
    leapDevice: 'Código del dispositivo Leap',
    submit: 'Enviar',
    submitting: 'Enviando…',
    onceNote: 'Nota: cada recompensa solo se puede canjear una vez.',
    failed: '¡Error! Algo salió mal.',
  },
});

registerTranslations(YELLOW_CODE_NS, yellowCodeTranslations);
