import { defineTranslations } from '@portal/kit';

/** The support remote's strings in every interface language. */
export const translations = defineTranslations({
  en: {
    helpDesk: {
      title: 'Help Desk',
      lead: 'Your support tickets.',
    },
    ticket: {
      title: 'Ticket',
      lead: 'The conversation with our agents.',
    },
    support: {
      title: 'Support',
      lead: 'Send us a message; we answer Monday to Friday, 9 to 5 ET.',
    },
    faq: {
      title: 'FAQ',
      lead: 'Answers to common questions.',
    },
  },
  fr: {
    helpDesk: {
      title: 'Centre d’aide',
      lead: 'Vos demandes d’assistance.',
    },
    ticket: {
      title: 'Demande',
      lead: 'La conversation avec nos agents.',
    },
    support: {
      title: 'Assistance',
      lead: 'Écrivez-nous ; nous répondons du lundi au vendredi, de 9 h à 17 h (HE).',
    },
    faq: {
      title: 'FAQ',
      lead: 'Réponses aux questions fréquentes.',
    },
  },
  es: {
    helpDesk: {
      title: 'Centro de ayuda',
      lead: 'Tus solicitudes de soporte.',
    },
    ticket: {
      title: 'Solicitud',
      lead: 'La conversación con nuestros agentes.',
    },
    support: {
      title: 'Soporte',
      lead: 'Escríbenos; respondemos de lunes a viernes, de 9 a 17 h (ET).',
    },
    faq: {
      title: 'Preguntas frecuentes',
      lead: 'Respuestas a preguntas comunes.',
    },
  },
});
