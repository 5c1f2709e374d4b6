import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';

/** Submit Code (docs/product/purchase-proof.md, Package codes); English as the spec words it. */
export const SUBMIT_CODE_NS = 'earnSubmitCode';

export const submitCodeTranslations = defineTranslations({
  en: {
    title: 'Submit Code',
    lead: 'Enter the code printed in your product package. You can enter up to 15 codes a day.',
    codeLabel: 'Product code {{number}}',
    flavorLabel: 'Flavor',
    addCode: 'Add another code',
    removeCode: 'Remove code {{number}}',
    submit: 'Submit',
    submitting: 'Submitting…',
    results: 'Results',
    credited: "Congratulations, you've earned {{points}} points!",
    wrongCode: 'Oops! It looks like you entered the wrong product code. Please try again.',
    failed: 'Oops! {{message}}.',
    somethingWentWrong: 'Error! Something went wrong.',
    eligible: 'Which products earn points?',
    flavorsFailed: 'We could not load the flavors. Please try again.',
    retry: 'Try again',
  },
  fr: {
    title: 'Saisir un code',
    lead: "Saisissez le code imprimé dans l'emballage de votre produit. Vous pouvez saisir jusqu'à 15 codes par jour.",
    codeLabel: 'Code produit {{number}}',
    flavorLabel: 'Saveur',
    addCode: 'Ajouter un autre code',
    removeCode: 'Retirer le code {{number}}',
    submit: 'Envoyer',
    submitting: 'Envoi…',
    results: 'Résultats',
    credited: 'Félicitations, vous avez gagné {{points}} points !',
    wrongCode: 'Oups ! Il semble que vous ayez saisi un mauvais code produit. Veuillez réessayer.',
    failed: 'Oups ! {{message}}.',
    somethingWentWrong: "Erreur ! Une erreur s'est produite.",
    eligible: 'Quels produits rapportent des points ?',
    flavorsFailed: "Nous n'avons pas pu charger les saveurs. Veuillez réessayer.",
    retry: 'Réessayer',
  },
  es: {
    title: 'Enviar código',
    lead: 'Introduce el código impreso en el envase de tu producto. Puedes introducir hasta 15 códigos al día.',
    codeLabel: 'Código de producto {{number}}',
    flavorLabel: 'Sabor',
    addCode: 'Añadir otro código',
    removeCode: 'Quitar el código {{number}}',
    submit: 'Enviar',
    submitting: 'Enviando…',
    results: 'Resultados',
    credited: '¡Felicidades, has ganado {{points}} puntos!',
    wrongCode: '¡Vaya! Parece que has introducido un código de producto incorrecto. Inténtalo de nuevo.',
    failed: '¡Vaya! {{message}}.',
    somethingWentWrong: '¡Error! Algo salió mal.',
    eligible: '¿Qué productos dan puntos?',
    flavorsFailed: 'No pudimos cargar los sabores. Inténtalo de nuevo.',
    retry: 'Reintentar',
  },
});

registerTranslations(SUBMIT_CODE_NS, submitCodeTranslations);
