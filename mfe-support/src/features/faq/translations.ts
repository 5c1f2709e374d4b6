import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { FAQ_HEADING, SUPPORT_HEADING } from './heading';

/** The FAQ page and the support page (the contact form beside the eight-item FAQ). */
export const FAQ_NAMESPACE = 'faq';

export const faqTranslations = defineTranslations({
  en: {
    ...FAQ_HEADING.en,
    openAll: 'Open All',
    closeAll: 'Close All',
    support: {
      ...SUPPORT_HEADING.en,
      faqHeading: 'Frequently asked questions',
      tickets: 'Your support tickets',
      ticketsLead: 'Open a ticket or follow the replies to yours.',
    },
    items: {
      earn: {
        question: 'How do I earn points?',
        answer:
          'Watch videos, take surveys and quizzes, refer friends, read, share, log in every day, enter product package codes and upload receipts. Each activity card shows the points it gives.',
      },
      codes: {
        question: 'How many product codes can I enter?',
        answer:
          'Up to 15 product codes in 24 hours. After that you will see: "Sorry, you have reached the limit for today, please try again tomorrow."',
      },
      repeat: {
        question: 'Can I earn points for the same activity twice?',
        answer:
          'Only pin code uploads and friend referrals can be repeated; every other activity earns points once. A repeat shows: "Unfortunately, you have reached the maximum number of times you can earn points for this action. No points will be added to your account."',
      },
      receipts: {
        question: 'How long does a receipt review take?',
        answer: 'We check receipts within 24 to 48 hours. Your points arrive once the receipt is approved.',
      },
      rewards: {
        question: 'How do I redeem my points?',
        answer: 'Open Rewards, choose a reward your balance covers and follow the steps to redeem it.',
      },
      tiers: {
        question: 'What are tiers?',
        answer:
          'The points you earn move you up the tiers. Genius, the top tier, unlocks a dedicated VIP support line.',
      },
      hours: {
        question: 'When can I reach support?',
        answer: 'Phone support Monday to Friday, 9 to 5 ET; e-mail 24/7. You can open a Help Desk ticket at any time.',
      },
      tickets: {
        question: 'How do I follow up on a question?',
        answer:
          'Open a ticket in the Help Desk. When our team replies you get a notification and an e-mail, and you can answer in the ticket.',
      },
    },
  },
  fr: {
    ...FAQ_HEADING.fr,
    openAll: 'Tout ouvrir',
    closeAll: 'Tout fermer',
    support: {
      ...SUPPORT_HEADING.fr,
      faqHeading: 'Questions fréquentes',
      tickets: 'Vos demandes d’assistance',
      ticketsLead: 'Ouvrez une demande ou suivez les réponses à vos demandes.',
    },
    items: {
      earn: {
        question: 'Comment gagner des points\u00a0?',
        answer:
          'Regardez des vidéos, répondez à des sondages et quiz, parrainez des amis, lisez, partagez, connectez-vous chaque jour, saisissez les codes des emballages et envoyez vos reçus. Chaque carte indique les points qu’elle rapporte.',
      },
      codes: {
        question: 'Combien de codes produit puis-je saisir\u00a0?',
        answer:
          'Jusqu’à 15 codes produit en 24 heures. Au-delà, vous verrez\u00a0: «\u00a0Désolé, vous avez atteint la limite pour aujourd’hui, veuillez réessayer demain.\u00a0»',
      },
      repeat: {
        question: 'Puis-je gagner des points deux fois pour la même activité\u00a0?',
        answer:
          'Seuls les codes PIN et les parrainages peuvent être répétés\u00a0; toute autre activité rapporte des points une seule fois. Une répétition affiche\u00a0: «\u00a0Malheureusement, vous avez atteint le nombre maximal de fois où vous pouvez gagner des points pour cette action. Aucun point ne sera ajouté à votre compte.\u00a0»',
      },
      receipts: {
        question: 'Combien de temps prend la vérification d’un reçu\u00a0?',
        answer: 'Nous vérifions les reçus sous 24 à 48 heures. Vos points arrivent une fois le reçu approuvé.',
      },
      rewards: {
        question: 'Comment utiliser mes points\u00a0?',
        answer: 'Ouvrez Récompenses, choisissez une récompense couverte par votre solde et suivez les étapes.',
      },
      tiers: {
        question: 'Que sont les niveaux\u00a0?',
        answer:
          'Les points gagnés vous font monter de niveau. Genius, le plus haut, donne accès à une ligne d’assistance VIP dédiée.',
      },
      hours: {
        question: 'Quand puis-je joindre l’assistance\u00a0?',
        answer:
          'Par téléphone du lundi au vendredi, de 9 h à 17 h (HE)\u00a0; par e-mail 24 h/24. Vous pouvez ouvrir une demande à tout moment.',
      },
      tickets: {
        question: 'Comment suivre une question\u00a0?',
        answer:
          'Ouvrez une demande dans le centre d’aide. Quand notre équipe répond, vous recevez une notification et un e-mail, et vous pouvez répondre dans la demande.',
      },
    },
  },
  es: {
    ...FAQ_HEADING.es,
    openAll: 'Abrir todo',
    closeAll: 'Cerrar todo',
    support: {
      ...SUPPORT_HEADING.es,
      faqHeading: 'Preguntas frecuentes',
      tickets: 'Tus solicitudes de soporte',
      ticketsLead: 'Abre una solicitud o sigue las respuestas a las tuyas.',
    },
    items: {
      earn: {
        question: '¿Cómo gano puntos?',
        answer:
          'Mira videos, responde encuestas y cuestionarios, invita a amigos, lee, comparte, inicia sesión cada día, introduce códigos de los envases y sube tus recibos. Cada tarjeta muestra los puntos que da.',
      },
      codes: {
        question: '¿Cuántos códigos de producto puedo introducir?',
        answer:
          'Hasta 15 códigos de producto en 24 horas. Después verás: «Lo sentimos, has alcanzado el límite de hoy, inténtalo de nuevo mañana.»',
      },
      repeat: {
        question: '¿Puedo ganar puntos dos veces por la misma actividad?',
        answer:
          'Solo los códigos PIN y las invitaciones a amigos se pueden repetir; las demás actividades dan puntos una vez. Una repetición muestra: «Lamentablemente, has alcanzado el número máximo de veces que puedes ganar puntos por esta acción. No se añadirán puntos a tu cuenta.»',
      },
      receipts: {
        question: '¿Cuánto tarda la revisión de un recibo?',
        answer: 'Revisamos los recibos en 24 a 48 horas. Tus puntos llegan cuando se aprueba el recibo.',
      },
      rewards: {
        question: '¿Cómo canjeo mis puntos?',
        answer: 'Abre Recompensas, elige una recompensa que cubra tu saldo y sigue los pasos para canjearla.',
      },
      tiers: {
        question: '¿Qué son los niveles?',
        answer:
          'Los puntos que ganas te hacen subir de nivel. Genius, el nivel más alto, da acceso a una línea de soporte VIP dedicada.',
      },
      hours: {
        question: '¿Cuándo puedo contactar con soporte?',
        answer:
          'Por teléfono de lunes a viernes, de 9 a 17 h (ET); por correo 24/7. Puedes abrir una solicitud cuando quieras.',
      },
      tickets: {
        question: '¿Cómo doy seguimiento a una consulta?',
        answer:
          'Abre una solicitud en el centro de ayuda. Cuando nuestro equipo responda recibirás una notificación y un correo, y podrás contestar en la solicitud.',
      },
    },
  },
});

/** The eight items beside the contact form on /support (docs/product/support.md, FAQ). */
export const SUPPORT_FAQ_ITEMS = [
  'earn',
  'codes',
  'repeat',
  'receipts',
  'rewards',
  'tiers',
  'hours',
  'tickets',
] as const;
/** The three items of /faq. */
export const FAQ_PAGE_ITEMS = ['earn', 'codes', 'repeat'] as const;
export type FaqItem = (typeof SUPPORT_FAQ_ITEMS)[number];

registerTranslations(FAQ_NAMESPACE, faqTranslations);
