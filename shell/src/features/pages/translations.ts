import { defineTranslations } from '@portal/kit';

export const pagesTranslations = defineTranslations({
  en: {
    about: { title: 'About Us', body: 'Vapor Rewards is the loyalty programme of our brand for adult customers.' },
    contact: {
      title: 'Contact Us',
      body: 'Questions about the programme? Send us a message and our support team will answer by e-mail.',
      region: 'Contact form',
    },
    privacy: {
      title: 'Privacy Policy',
      effective: 'Effective date: {{date}}',
      intro:
        'We collect the details you give us to run the loyalty programme: your name, e-mail, address, purchases and the activities you complete. We use them only to run the programme and never sell them.',
      gdpr: {
        title: 'Your rights under the GDPR',
        body: 'You may access, correct, export or delete your personal data, object to its processing and withdraw your consent at any time.',
      },
      california: {
        title: 'California residents (CalOPPA and CCPA)',
        body: 'You may know what we collect, ask us to delete it and opt out of its sale. We do not sell personal information, and we honour Do Not Track signals.',
      },
      adults: {
        title: 'Adults only',
        body: 'This programme is for adults only (18+). We do not knowingly collect data from anyone younger.',
      },
      contact: { title: 'Contact', body: 'Write to <mail>{{email}}</mail> about your data or this policy.' },
    },
    perks: {
      title: 'Program Perks',
      lead: 'Every tier unlocks more. Your tier rises with the points you earn.',
      empty: 'No tiers are configured yet.',
      threshold: 'From {{points, number}} points',
    },
    changes: {
      title: 'Exciting Changes',
      body: 'The yellow sticker gift card promotion has ended, and pin code point values will be adjusted.',
    },
    upcoming: { title: 'Coming soon', body: 'The promotion starts on:' },
    expired: {
      title: 'This promotion has ended',
      body: 'The promotion ended on:',
      thanks: 'Thank you for taking part.',
    },
    maintenance: {
      title: 'We’ll be right back',
      body: 'The portal is undergoing maintenance. This page checks again every few seconds.',
      thanks: 'Thank you for your patience. The portal is back!',
    },
    notFound: { title: 'Page not found', body: 'The page you are looking for does not exist.', goHome: 'Go Home' },
    logout: { busy: 'Logging you out…' },
  },
  fr: {
    about: {
      title: 'À propos',
      body: 'Vapor Rewards est le programme de fidélité de notre marque pour les clients adultes.',
    },
    contact: {
      title: 'Nous contacter',
      body: 'Des questions sur le programme ? Écrivez-nous, notre équipe d’assistance vous répondra par e-mail.',
      region: 'Formulaire de contact',
    },
    privacy: {
      title: 'Politique de confidentialité',
      effective: "Date d'entrée en vigueur : {{date}}",
      intro:
        'Nous recueillons les informations que vous nous donnez pour gérer le programme de fidélité : votre nom, votre e-mail, votre adresse, vos achats et les activités que vous réalisez. Nous les utilisons uniquement pour le programme et ne les vendons jamais.',
      gdpr: {
        title: 'Vos droits selon le RGPD',
        body: 'Vous pouvez accéder à vos données personnelles, les corriger, les exporter ou les supprimer, vous opposer à leur traitement et retirer votre consentement à tout moment.',
      },
      california: {
        title: 'Résidents de Californie (CalOPPA et CCPA)',
        body: "Vous pouvez savoir ce que nous recueillons, en demander la suppression et refuser sa vente. Nous ne vendons pas d'informations personnelles et respectons les signaux Do Not Track.",
      },
      adults: {
        title: 'Réservé aux adultes',
        body: 'Ce programme est réservé aux adultes (18 ans et plus). Nous ne recueillons pas sciemment de données de personnes plus jeunes.',
      },
      contact: {
        title: 'Contact',
        body: 'Écrivez à <mail>{{email}}</mail> pour toute question sur vos données ou sur cette politique.',
      },
    },
    perks: {
      title: 'Avantages du programme',
      lead: 'Chaque niveau débloque davantage. Votre niveau monte avec les points gagnés.',
      empty: "Aucun niveau n'est encore configuré.",
      threshold: 'À partir de {{points, number}} points',
    },
    changes: {
      title: 'Changements à venir',
      body: 'La promotion des cartes-cadeaux à autocollant jaune est terminée et la valeur en points des codes PIN sera ajustée.',
    },
    upcoming: { title: 'Bientôt disponible', body: 'La promotion commence le :' },
    expired: {
      title: 'Cette promotion est terminée',
      body: 'La promotion a pris fin le :',
      thanks: 'Merci de votre participation.',
    },
    maintenance: {
      title: 'Nous revenons bientôt',
      body: 'Le portail est en maintenance. Cette page vérifie de nouveau toutes les quelques secondes.',
      thanks: 'Merci de votre patience. Le portail est de retour !',
    },
    notFound: {
      title: 'Page introuvable',
      body: "La page que vous cherchez n'existe pas.",
      goHome: "Retour à l'accueil",
    },
    logout: { busy: 'Déconnexion en cours…' },
  },
  es: {
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
      threshold: 'Desde {{points, number}} puntos',
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
  },
});
