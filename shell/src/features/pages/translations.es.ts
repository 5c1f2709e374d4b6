import type { SameKeys } from '@portal/kit/ui';
import type { PagesStrings } from './translations.en';

/** The Spanish strings of the shell's own pages: exactly the English keys (see ./translations.en.ts). */
export default {
  about: {
    title: 'Quiénes somos',
    body: 'Vapor Rewards es el programa de fidelidad de nuestra marca para clientes adultos.',
  },
  contact: {
    title: 'Contáctanos',
    body: '¿Preguntas sobre el programa? Escríbenos y nuestro equipo de soporte te responderá por correo.',
    region: 'Formulario de contacto',
  },
  privacy: {
    title: 'Política de privacidad',
    effective: 'Fecha de entrada en vigor: {{date}}',
    intro:
      'Recopilamos los datos que nos das para gestionar el programa de fidelidad: tu nombre, correo electrónico, dirección, compras y las actividades que completas. Solo los usamos para el programa y nunca los vendemos.',
    gdpr: {
      title: 'Tus derechos según el RGPD',
      body: 'Puedes acceder a tus datos personales, corregirlos, exportarlos o eliminarlos, oponerte a su tratamiento y retirar tu consentimiento en cualquier momento.',
    },
    california: {
      title: 'Residentes de California (CalOPPA y CCPA)',
      body: 'Puedes saber qué recopilamos, pedir que lo eliminemos y rechazar su venta. No vendemos información personal y respetamos las señales Do Not Track.',
    },
    adults: {
      title: 'Solo para adultos',
      body: 'Este programa es solo para adultos (mayores de 18 años). No recopilamos a sabiendas datos de personas menores.',
    },
    contact: {
      title: 'Contacto',
      body: 'Escribe a <mail>{{email}}</mail> si tienes preguntas sobre tus datos o sobre esta política.',
    },
  },
  perks: {
    title: 'Beneficios del programa',
    lead: 'Cada nivel desbloquea más. Tu nivel sube con los puntos que ganas.',
    empty: 'Aún no hay niveles configurados.',
    loadFailed: 'No pudimos cargar los niveles.',
    threshold_one: 'Desde {{points, number}} punto',
    threshold_other: 'Desde {{points, number}} puntos',
  },
  changes: {
    title: 'Cambios emocionantes',
    body: 'La promoción de tarjetas de regalo con etiqueta amarilla ha terminado y el valor en puntos de los códigos PIN se ajustará.',
  },
  upcoming: { title: 'Próximamente', body: 'La promoción comienza el:' },
  expired: {
    title: 'Esta promoción ha terminado',
    body: 'La promoción terminó el:',
    thanks: 'Gracias por participar.',
  },
  maintenance: {
    title: 'Volvemos enseguida',
    body: 'El portal está en mantenimiento. Esta página vuelve a comprobarlo cada pocos segundos.',
    thanks: 'Gracias por tu paciencia. ¡El portal ha vuelto!',
  },
  notFound: { title: 'Página no encontrada', body: 'La página que buscas no existe.', goHome: 'Ir al inicio' },
  logout: { busy: 'Cerrando tu sesión…' },
} satisfies SameKeys<PagesStrings>;
