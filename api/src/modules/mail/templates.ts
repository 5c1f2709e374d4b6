/** The portal's mails in every interface language. {{name}} placeholders are filled by renderMail. */
export type MailKind =
  'confirm-account' | 'otp' | 'reset-password' | 'ticket-reply' | 'contact-message' | 'referral-invitation';
export type MailLanguage = 'en' | 'fr' | 'es';

interface Template {
  subject: string;
  text: string;
}

const TEMPLATES: Record<MailLanguage, Record<MailKind, Template>> = {
  en: {
    'confirm-account': {
      subject: 'Confirm your Vapor Rewards account',
      text: 'Hello {{name}},\n\nThanks for registering. Confirm your account by opening this link:\n{{link}}\n\nThe link is valid for 48 hours.',
    },
    otp: {
      subject: 'Your Vapor Rewards login code',
      text: 'Hello {{name}},\n\nYour login code is {{code}}. It expires in {{minutes}} minutes.\n\nIf you did not try to log in, change your password.',
    },
    'reset-password': {
      subject: 'Reset your Vapor Rewards password',
      text: 'Hello {{name}},\n\nChoose a new password by opening this link:\n{{link}}\n\nThe link is valid for 1 hour. If you did not ask for it, ignore this mail.',
    },
    'ticket-reply': {
      subject: 'Re: {{subject}} (ticket #{{ticket}})',
      text: 'Hello {{name}},\n\nOur support team replied to your ticket "{{subject}}". Read the reply and answer it here:\n{{link}}',
    },
    'contact-message': {
      subject: 'Contact form: message from {{name}}',
      text: 'Name: {{name}}\nEmail: {{email}}\n\n{{message}}',
    },
    'referral-invitation': {
      subject: '{{name}} invites you to Vapor Rewards',
      text: 'Hello,\n\n{{name}} invites you to join Vapor Rewards, the rewards program for adults 21+. Register with this link:\n{{link}}\n\nIf you do not know {{name}}, ignore this mail.',
    },
  },
  fr: {
    'confirm-account': {
      subject: 'Confirmez votre compte Vapor Rewards',
      text: 'Bonjour {{name}},\n\nMerci de votre inscription. Confirmez votre compte en ouvrant ce lien\u00a0:\n{{link}}\n\nLe lien est valable 48 heures.',
    },
    otp: {
      subject: 'Votre code de connexion Vapor Rewards',
      text: 'Bonjour {{name}},\n\nVotre code de connexion est {{code}}. Il expire dans {{minutes}} minutes.\n\nSi vous n’avez pas essayé de vous connecter, changez votre mot de passe.',
    },
    'reset-password': {
      subject: 'Réinitialisez votre mot de passe Vapor Rewards',
      text: 'Bonjour {{name}},\n\nChoisissez un nouveau mot de passe en ouvrant ce lien\u00a0:\n{{link}}\n\nLe lien est valable 1 heure. Si vous ne l’avez pas demandé, ignorez ce message.',
    },
    'ticket-reply': {
      subject: 'Re\u00a0: {{subject}} (demande n° {{ticket}})',
      text: 'Bonjour {{name}},\n\nNotre équipe d’assistance a répondu à votre demande «\u00a0{{subject}}\u00a0». Lisez la réponse et répondez ici\u00a0:\n{{link}}',
    },
    'contact-message': {
      subject: 'Formulaire de contact\u00a0: message de {{name}}',
      text: 'Nom\u00a0: {{name}}\nE-mail\u00a0: {{email}}\n\n{{message}}',
    },
    'referral-invitation': {
      subject: '{{name}} vous invite à Vapor Rewards',
      text: 'Bonjour,\n\n{{name}} vous invite à rejoindre Vapor Rewards, le programme de fidélité réservé aux adultes de 21 ans et plus. Inscrivez-vous avec ce lien\u00a0:\n{{link}}\n\nSi vous ne connaissez pas {{name}}, ignorez ce message.',
    },
  },
  es: {
    'confirm-account': {
      subject: 'Confirma tu cuenta de Vapor Rewards',
      text: 'Hola {{name}}:\n\nGracias por registrarte. Confirma tu cuenta abriendo este enlace:\n{{link}}\n\nEl enlace es válido durante 48 horas.',
    },
    otp: {
      subject: 'Tu código de inicio de sesión de Vapor Rewards',
      text: 'Hola {{name}}:\n\nTu código de inicio de sesión es {{code}}. Caduca en {{minutes}} minutos.\n\nSi no intentaste iniciar sesión, cambia tu contraseña.',
    },
    'reset-password': {
      subject: 'Restablece tu contraseña de Vapor Rewards',
      text: 'Hola {{name}}:\n\nElige una nueva contraseña abriendo este enlace:\n{{link}}\n\nEl enlace es válido durante 1 hora. Si no lo pediste, ignora este correo.',
    },
    'ticket-reply': {
      subject: 'Re: {{subject}} (solicitud n.º {{ticket}})',
      text: 'Hola {{name}}:\n\nNuestro equipo de soporte respondió a tu solicitud «{{subject}}». Lee la respuesta y contesta aquí:\n{{link}}',
    },
    'contact-message': {
      subject: 'Formulario de contacto: mensaje de {{name}}',
      text: 'Nombre: {{name}}\nCorreo: {{email}}\n\n{{message}}',
    },
    'referral-invitation': {
      subject: '{{name}} te invita a Vapor Rewards',
      text: 'Hola:\n\n{{name}} te invita a unirte a Vapor Rewards, el programa de recompensas para adultos de 21 años o más. Regístrate con este enlace:\n{{link}}\n\nSi no conoces a {{name}}, ignora este correo.',
    },
  },
};

export const asMailLanguage = (value: string | undefined): MailLanguage =>
  value === 'fr' || value === 'es' ? value : 'en';

export function renderMail(kind: MailKind, language: MailLanguage, values: Record<string, string>): Template {
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '');
  const template = TEMPLATES[language][kind];
  return { subject: fill(template.subject), text: fill(template.text) };
}
