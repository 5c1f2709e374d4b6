import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';

/**
 * The contact form's strings in their own namespace, registered when the module is imported: other
 * apps render the form inside their own React root, where the support app's namespace is not the default.
 */
export const CONTACT_FORM_NAMESPACE = 'contactForm';

export const contactFormTranslations = defineTranslations({
  en: {
    heading: 'Contact us',
    lead: 'Send us a message and our support team will answer by e-mail.',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    submit: 'Submit',
    sending: 'Sending…',
    sent: 'Thank you for contacting us. Your message has been successfully sent. We will contact you very soon!',
    failed: 'Something went wrong',
  },
  fr: {
    heading: 'Contactez-nous',
    lead: 'Envoyez-nous un message, notre équipe d’assistance vous répondra par e-mail.',
    name: 'Nom',
    email: 'E-mail',
    message: 'Message',
    submit: 'Envoyer',
    sending: 'Envoi…',
    sent: 'Merci de nous avoir contactés. Votre message a bien été envoyé. Nous vous répondrons très bientôt\u00a0!',
    failed: 'Une erreur s’est produite',
  },
  es: {
    heading: 'Contáctanos',
    lead: 'Envíanos un mensaje y nuestro equipo de soporte te responderá por correo.',
    name: 'Nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    submit: 'Enviar',
    sending: 'Enviando…',
    sent: 'Gracias por contactarnos. Tu mensaje se ha enviado correctamente. ¡Te responderemos muy pronto!',
    failed: 'Algo salió mal',
  },
});

registerTranslations(CONTACT_FORM_NAMESPACE, contactFormTranslations);
