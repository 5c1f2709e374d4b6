import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { SUBMIT_CODE_HEADING } from './heading';

/** Submit Code (docs/product/purchase-proof.md, Package codes); English as the spec words it. */
export const SUBMIT_CODE_NS = 'earnSubmitCode';

export const submitCodeTranslations = defineTranslations({
  en: {
    ...SUBMIT_CODE_HEADING.en,
    codeLabel: 'Product code {{number}}',
    flavorLabel: 'Flavor',
    addCode: 'Add another code',
    removeCode: 'Remove code {{number}}',
    submit: 'Submit',
    submitting: 'Submitting…',
    results: 'Results',
    credited: "Congratulations, you've earned {{points, number}} points!",
    repeatedCode: 'You have already entered this code above.',
    wrongCode: 'Oops! It looks like you entered the wrong product code. Please try again.',
    failed: 'Oops! {{message}}.',
    somethingWentWrong: 'Error! Something went wrong.',
    eligible: 'Which products earn points?',
    flavorsFailed: 'We could not load the flavors. Please try again.',
    retry: 'Try again',
  },
  fr: {
    ...SUBMIT_CODE_HEADING.fr,
    codeLabel: 'Code produit {{number}}',
    flavorLabel: 'Saveur',
    addCode: 'Ajouter un autre code',
    removeCode: 'Retirer le code {{number}}',
    submit: 'Envoyer',
    submitting: 'Envoi…',
    results: 'Résultats',
    credited: 'Félicitations, vous avez gagné {{points, number}} points\u00a0!',
    repeatedCode: 'Vous avez déjà saisi ce code plus haut.',
    wrongCode: 'Oups\u00a0! Il semble que vous ayez saisi un mauvais code produit. Veuillez réessayer.',
    failed: 'Oups\u00a0! {{message}}.',
    somethingWentWrong: 'Erreur\u00a0! Une erreur s’est produite.',
    eligible: 'Quels produits rapportent des points\u00a0?',
    flavorsFailed: 'Nous n’avons pas pu charger les saveurs. Veuillez réessayer.',
    retry: 'Réessayer',
  },
  es: {
    ...SUBMIT_CODE_HEADING.es,
    codeLabel: 'Código de producto {{number}}',
    flavorLabel: 'Sabor',
    addCode: 'Añadir otro código',
    removeCode: 'Quitar el código {{number}}',
    submit: 'Enviar',
    submitting: 'Enviando…',
    results: 'Resultados',
    credited: '¡Felicidades, has ganado {{points, number}} puntos!',
    repeatedCode: 'Ya has introducido este código más arriba.',
    wrongCode: '¡Vaya! Parece que has introducido un código de producto incorrecto. Inténtalo de nuevo.',
    failed: '¡Vaya! {{message}}.',
    somethingWentWrong: '¡Error! Algo salió mal.',
    eligible: '¿Qué productos dan puntos?',
    flavorsFailed: 'No pudimos cargar los sabores. Inténtalo de nuevo.',
    retry: 'Reintentar',
  },
});

registerTranslations(SUBMIT_CODE_NS, submitCodeTranslations);
