import { cardImageUrl } from './card-images';
import type { NewActivity } from './repository';

/**
 * The demo campaign's activities: every actionType at least once, in the order members see them.
 * Home lists the first 4 and pages through the rest; /earn-points lists them all.
 */
export const DEMO_ACTIVITIES: readonly NewActivity[] = [
  {
    slug: 'watch-getting-started',
    texts: {
      en: {
        title: 'Watch: <em>Getting Started</em> with Your Device',
        description:
          'A two-minute guide to filling, charging and caring for your device. Watch it to the end to earn points.',
      },
      fr: {
        title: 'Regarder\u00a0: <em>Bien démarrer</em> avec votre appareil',
        description:
          'Un guide de deux minutes pour remplir, recharger et entretenir votre appareil. Regardez-le jusqu’au bout pour gagner des points.',
      },
      es: {
        title: 'Mira: <em>Primeros pasos</em> con tu dispositivo',
        description:
          'Una guía de dos minutos para llenar, cargar y cuidar tu dispositivo. Mírala hasta el final para ganar puntos.',
      },
    },
    points: 25,
    isTierEnabled: true,
    tierPoints: 30,
    actionType: 'view',
    channel: 'youtube',
    data: 'M7lc1UVf-VE',
    cardHeaderImage: cardImageUrl('video'),
    minimumActivityDuration: 120,
    times: 1,
    activityData: {},
  },
  {
    slug: 'quiz-flavor-profile',
    texts: {
      en: {
        title: 'Quiz: How Well Do You Know Your Flavors?',
        description: 'Five quick questions about our flavor range. Answer them all to earn points once.',
      },
      fr: {
        title: 'Quiz\u00a0: connaissez-vous bien nos saveurs\u00a0?',
        description:
          'Cinq questions rapides sur notre gamme de saveurs. Répondez à toutes pour gagner des points une fois.',
      },
      es: {
        title: 'Quiz: ¿Cuánto sabes de nuestros sabores?',
        description:
          'Cinco preguntas rápidas sobre nuestra gama de sabores. Respóndelas todas para ganar puntos una vez.',
      },
    },
    points: 30,
    isTierEnabled: false,
    tierPoints: null,
    actionType: 'survey',
    channel: 'quiz',
    data: 'flavor-profile',
    cardHeaderImage: cardImageUrl('survey'),
    minimumActivityDuration: 0,
    times: 1,
    activityData: { surveyId: 'flavor-profile' },
  },
  {
    slug: 'refer-a-friend',
    texts: {
      en: {
        title: 'Refer a Friend',
        description: 'Invite up to 5 adult friends by e-mail. You earn points for every friend who joins.',
      },
      fr: {
        title: 'Parrainez un ami',
        description: 'Invitez jusqu’à 5 amis majeurs par e-mail. Vous gagnez des points pour chaque ami qui s’inscrit.',
      },
      es: {
        title: 'Recomienda a un amigo',
        description:
          'Invita por correo electrónico hasta a 5 amigos mayores de edad. Ganas puntos por cada amigo que se una.',
      },
    },
    points: 100,
    isTierEnabled: false,
    tierPoints: null,
    actionType: 'refer',
    channel: 'email',
    data: '',
    cardHeaderImage: cardImageUrl('refer'),
    minimumActivityDuration: 0,
    times: 50,
    activityData: { weeklyLimit: 5 },
  },
  {
    slug: 'read-battery-safety',
    texts: {
      en: {
        title: 'Read: Battery Safety Basics',
        description: 'Learn how to charge, store and travel with your device safely. Stay on the page for 30 seconds.',
      },
      fr: {
        title: 'Lire\u00a0: les bases de la sécurité des batteries',
        description:
          'Apprenez à recharger, ranger et voyager avec votre appareil en toute sécurité. Restez 30 secondes sur la page.',
      },
      es: {
        title: 'Lee: conceptos básicos de seguridad de la batería',
        description:
          'Aprende a cargar, guardar y viajar con tu dispositivo de forma segura. Permanece 30 segundos en la página.',
      },
    },
    points: 15,
    isTierEnabled: false,
    tierPoints: null,
    actionType: 'read',
    channel: 'html',
    data: 'battery-safety',
    cardHeaderImage: cardImageUrl('read'),
    minimumActivityDuration: 30,
    times: 1,
    activityData: {},
  },
  {
    slug: 'share-on-x',
    texts: {
      en: {
        title: 'Share Vapor Rewards on X',
        description: 'Tell your followers about the program with one post.',
      },
      fr: {
        title: 'Partagez Vapor Rewards sur X',
        description: 'Parlez du programme à vos abonnés en une publication.',
        data: 'Je gagne des récompenses à chaque achat avec Vapor Rewards. Réservé aux adultes de 21 ans et plus.',
      },
      es: {
        title: 'Comparte Vapor Rewards en X',
        description: 'Cuéntales a tus seguidores sobre el programa con una publicación.',
        data: 'Gano recompensas con cada compra gracias a Vapor Rewards. Solo para mayores de 21 años.',
      },
    },
    points: 10,
    isTierEnabled: false,
    tierPoints: null,
    actionType: 'share',
    channel: 'twitter',
    data: 'I earn rewards for every purchase with Vapor Rewards. Adults 21+ only.',
    cardHeaderImage: cardImageUrl('share'),
    minimumActivityDuration: 0,
    times: 1,
    activityData: {},
  },
  {
    slug: 'spin-free-wheel',
    texts: {
      en: {
        title: 'Play: spin the Free Daily Wheel',
        description: 'Give the Free Daily Wheel a spin: it costs no points, and playing earns you points once.',
      },
      fr: {
        title: 'Jouer\u00a0: faites tourner la roue quotidienne gratuite',
        description:
          'Faites tourner la roue quotidienne gratuite\u00a0: elle ne coûte aucun point, et jouer vous rapporte des points une fois.',
      },
      es: {
        title: 'Juega: gira la ruleta diaria gratis',
        description: 'Gira la ruleta diaria gratis: no cuesta puntos, y jugar te da puntos una vez.',
      },
    },
    points: 20,
    isTierEnabled: false,
    tierPoints: null,
    actionType: 'games',
    channel: 'html',
    // The Free Daily Wheel's slug (contest/demo-contests.ts): a spin there completes this activity.
    data: 'free-wheel',
    cardHeaderImage: cardImageUrl('games'),
    minimumActivityDuration: 0,
    times: 1,
    activityData: {},
  },
  {
    slug: 'enter-product-code',
    texts: {
      en: {
        title: 'Enter Code',
        description: 'Find the code inside your product package and enter it. Device kits earn 40 points, pods 16.',
      },
      fr: {
        title: 'Saisir un code',
        description:
          'Trouvez le code à l’intérieur de l’emballage de votre produit et saisissez-le. Les kits appareil rapportent 40 points, les capsules 16.',
      },
      es: {
        title: 'Introducir código',
        description:
          'Busca el código dentro del envase de tu producto e introdúcelo. Los kits de dispositivo dan 40 puntos; las cápsulas, 16.',
      },
    },
    points: 40,
    isTierEnabled: false,
    tierPoints: null,
    actionType: 'click',
    channel: 'internal',
    data: '/earn-points/pincode',
    cardHeaderImage: cardImageUrl('code'),
    minimumActivityDuration: 0,
    times: 15,
    activityData: {},
  },
  {
    slug: 'daily-login-streak',
    texts: {
      en: {
        title: 'Daily Login Streak',
        description: 'Log in 7 days in a row to earn a streak bonus.',
      },
      fr: {
        title: 'Série de connexions quotidiennes',
        description: 'Connectez-vous 7 jours d’affilée pour gagner un bonus de série.',
      },
      es: {
        title: 'Racha de inicios de sesión diarios',
        description: 'Inicia sesión 7 días seguidos para ganar un bono de racha.',
      },
    },
    points: 50,
    isTierEnabled: false,
    tierPoints: null,
    actionType: 'login-n-earn',
    channel: 'streak',
    data: '',
    cardHeaderImage: cardImageUrl('streak'),
    minimumActivityDuration: 0,
    times: 1,
    activityData: { streakDays: 7, dayPoints: [5, 5, 5, 5, 5, 5, 50], timeZone: 'America/New_York' },
  },
  {
    slug: 'read-responsible-use',
    texts: {
      en: {
        title: 'Read: Our Responsible Use Pledge',
        description: 'How we keep our products out of the hands of minors. Read the pledge to earn points.',
      },
      fr: {
        title: 'Lire\u00a0: notre engagement pour un usage responsable',
        description:
          'Comment nous tenons nos produits hors de portée des mineurs. Lisez l’engagement pour gagner des points.',
      },
      es: {
        title: 'Lee: nuestro compromiso de uso responsable',
        description:
          'Cómo mantenemos nuestros productos fuera del alcance de los menores. Lee el compromiso para ganar puntos.',
      },
    },
    points: 15,
    isTierEnabled: false,
    tierPoints: null,
    actionType: 'read',
    channel: 'pdf',
    data: '/api/s1/activity/media/responsible-use.pdf',
    cardHeaderImage: cardImageUrl('document'),
    minimumActivityDuration: 20,
    times: 1,
    activityData: {},
  },
  {
    slug: 'upload-receipt',
    texts: {
      en: {
        title: 'Upload a Receipt',
        description: 'Bought in a store? Upload your receipt and we add your points after a 24-48 hour review.',
      },
      fr: {
        title: 'Envoyer un reçu',
        description:
          'Acheté en magasin\u00a0? Envoyez votre reçu\u00a0: nous ajoutons vos points après une vérification de 24 à 48 heures.',
      },
      es: {
        title: 'Sube un recibo',
        description:
          '¿Compraste en una tienda? Sube tu recibo y añadiremos tus puntos tras una revisión de 24 a 48 horas.',
      },
    },
    points: 50,
    isTierEnabled: false,
    tierPoints: null,
    actionType: 'upload',
    channel: 'receipt',
    data: '/upload-receipt',
    cardHeaderImage: cardImageUrl('receipt'),
    minimumActivityDuration: 0,
    times: 5,
    activityData: {},
  },
  {
    slug: 'watch-program-tour',
    texts: {
      en: {
        title: 'Watch: A <strong>Quick Tour</strong> of Vapor Rewards',
        description: 'Eight seconds on how points, tiers and rewards fit together. Watch it to the end to earn points.',
      },
      fr: {
        title: 'Regarder\u00a0: <strong>un tour rapide</strong> de Vapor Rewards',
        description:
          'Huit secondes pour comprendre comment points, niveaux et récompenses s’articulent. Regardez jusqu’au bout pour gagner des points.',
      },
      es: {
        title: 'Mira: <strong>un recorrido rápido</strong> por Vapor Rewards',
        description:
          'Ocho segundos sobre cómo encajan los puntos, los niveles y las recompensas. Míralo hasta el final para ganar puntos.',
      },
    },
    points: 20,
    isTierEnabled: false,
    tierPoints: null,
    actionType: 'view',
    channel: 'file',
    data: '/api/s1/activity/media/demo-video.webm',
    cardHeaderImage: cardImageUrl('video'),
    minimumActivityDuration: 7,
    times: 1,
    activityData: {},
  },
  {
    slug: 'survey-device-feedback',
    texts: {
      en: {
        title: 'Survey: Tell Us About Your Device',
        description: 'Two questions from our survey partner. Points are credited when the survey reports your answers.',
      },
      fr: {
        title: 'Sondage\u00a0: parlez-nous de votre appareil',
        description:
          'Deux questions de notre partenaire de sondage. Les points sont crédités lorsque le sondage transmet vos réponses.',
      },
      es: {
        title: 'Encuesta: cuéntanos sobre tu dispositivo',
        description:
          'Dos preguntas de nuestro socio de encuestas. Los puntos se acreditan cuando la encuesta envía tus respuestas.',
      },
    },
    points: 25,
    isTierEnabled: false,
    tierPoints: null,
    actionType: 'survey',
    channel: 'external',
    data: '/api/s1/survey/external/{eventId}?lang={lang}',
    cardHeaderImage: cardImageUrl('survey'),
    minimumActivityDuration: 0,
    times: 1,
    activityData: {},
  },
  {
    slug: 'share-on-facebook',
    texts: {
      en: {
        title: 'Share Vapor Rewards on Facebook',
        description: 'Tell your friends about the program with one post.',
      },
      fr: {
        title: 'Partagez Vapor Rewards sur Facebook',
        description: 'Parlez du programme à vos amis en une publication.',
        data: 'Adultes de 21 ans et plus\u00a0: je gagne des points et des récompenses avec Vapor Rewards.',
      },
      es: {
        title: 'Comparte Vapor Rewards en Facebook',
        description: 'Cuéntales a tus amigos sobre el programa con una publicación.',
        data: 'Mayores de 21 años: gano puntos y recompensas con Vapor Rewards.',
      },
    },
    points: 10,
    isTierEnabled: false,
    tierPoints: null,
    actionType: 'share',
    channel: 'facebook',
    data: 'Adults 21+: I earn points and rewards with Vapor Rewards.',
    cardHeaderImage: cardImageUrl('share'),
    minimumActivityDuration: 0,
    times: 1,
    activityData: {},
  },
  {
    slug: 'watch-pod-care',
    texts: {
      en: {
        title: 'Watch: Caring for Your Pods',
        description: 'Eight seconds on storing and swapping pods. Watch it to the end to earn points.',
      },
      fr: {
        title: 'Regarder\u00a0: bien entretenir vos capsules',
        description:
          'Huit secondes pour ranger et changer vos capsules. Regardez jusqu’au bout pour gagner des points.',
      },
      es: {
        title: 'Mira: cómo cuidar tus cápsulas',
        description:
          'Ocho segundos sobre cómo guardar y cambiar tus cápsulas. Míralo hasta el final para ganar puntos.',
      },
    },
    points: 15,
    isTierEnabled: false,
    tierPoints: null,
    actionType: 'view',
    channel: 'file',
    data: '/api/s1/activity/media/demo-video.webm',
    cardHeaderImage: cardImageUrl('video'),
    minimumActivityDuration: 7,
    times: 1,
    activityData: {},
  },
];
