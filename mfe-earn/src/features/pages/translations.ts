import { defineTranslations } from '@portal/kit';

/** The earn remote's strings in every interface language. */
export const translations = defineTranslations({
  en: {
    earnPoints: {
      title: 'Earn Points',
      lead: 'Watch, read, answer and share to earn points.',
    },
    submitCode: {
      title: 'Submit Code',
      lead: 'Enter the code from your product package.',
    },
    yellowCode: {
      title: 'Enter Your Codes',
      lead: 'Yellow sticker, pod pack and leap device codes.',
    },
    activity: {
      title: 'Activity',
      lead: 'Complete this activity to earn its points.',
    },
    pointsHistory: {
      title: 'Point History',
      lead: 'Every point you earned and spent.',
    },
    uploadReceipt: {
      title: 'Upload Receipt',
      lead: 'Upload a purchase receipt to earn points.',
    },
    eligibleProduct: {
      title: 'Eligible Products',
      lead: 'Products that earn points.',
    },
    thankYouQuiz: {
      title: 'Thank you!',
      lead: 'You can earn points for this quiz once.',
    },
  },
  fr: {
    earnPoints: {
      title: 'Gagner des points',
      lead: 'Regardez, lisez, répondez et partagez pour gagner des points.',
    },
    submitCode: {
      title: 'Saisir un code',
      lead: 'Saisissez le code figurant sur l’emballage.',
    },
    yellowCode: {
      title: 'Saisissez vos codes',
      lead: 'Codes des autocollants jaunes, des packs de pods et des appareils Leap.',
    },
    activity: {
      title: 'Activité',
      lead: 'Terminez cette activité pour gagner ses points.',
    },
    pointsHistory: {
      title: 'Historique des points',
      lead: 'Tous les points gagnés et dépensés.',
    },
    uploadReceipt: {
      title: 'Envoyer un reçu',
      lead: 'Envoyez un reçu d’achat pour gagner des points.',
    },
    eligibleProduct: {
      title: 'Produits admissibles',
      lead: 'Les produits qui rapportent des points.',
    },
    thankYouQuiz: {
      title: 'Merci\u00a0!',
      lead: 'Vous ne pouvez gagner des points pour ce quiz qu’une fois.',
    },
  },
  es: {
    earnPoints: {
      title: 'Ganar puntos',
      lead: 'Mira, lee, responde y comparte para ganar puntos.',
    },
    submitCode: {
      title: 'Enviar código',
      lead: 'Introduce el código del envase de tu producto.',
    },
    yellowCode: {
      title: 'Introduce tus códigos',
      lead: 'Códigos de pegatina amarilla, paquete de pods y dispositivo Leap.',
    },
    activity: {
      title: 'Actividad',
      lead: 'Completa esta actividad para ganar sus puntos.',
    },
    pointsHistory: {
      title: 'Historial de puntos',
      lead: 'Todos los puntos que ganaste y gastaste.',
    },
    uploadReceipt: {
      title: 'Subir recibo',
      lead: 'Sube un recibo de compra para ganar puntos.',
    },
    eligibleProduct: {
      title: 'Productos elegibles',
      lead: 'Productos que dan puntos.',
    },
    thankYouQuiz: {
      title: '¡Gracias!',
      lead: 'Puedes ganar puntos con este cuestionario una sola vez.',
    },
  },
});
