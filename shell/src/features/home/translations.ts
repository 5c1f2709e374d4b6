import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';

/** The home page's strings, in their own namespace so the page can move between apps unchanged. */
export const HOME_NAMESPACE = 'home';

export const homeTranslations = defineTranslations({
  en: {
    visitor: {
      title: 'Welcome to Vapor Rewards',
      lead: 'Earn points on every purchase and activity, climb the tiers and redeem rewards.',
      createAccount: 'Create Account',
      loginNow: 'Login Now',
    },
    member: {
      greeting: 'Welcome back, {{name}}!',
      greetingNoName: 'Welcome back!',
      contestTitle: 'Spin the prize wheel in this month’s contest',
      contestBody: 'Use your points for a chance to win gift cards, devices and bonus points.',
      contestCta: 'Go to Contest',
    },
    welcome: {
      title: 'How Vapor Rewards works',
      lead: 'Four steps from your first purchase to your next reward.',
      buyTitle: 'Buy',
      buyBody: 'Pick up your favorite devices and pods online or in a participating store.',
      earnTitle: 'Earn Points',
      earnBody: 'Enter the codes from your packages, upload receipts and complete activities.',
      levelTitle: 'Level Up',
      levelBody: 'Every point you earn moves you up the tiers and unlocks more perks.',
      smartTitle: 'Smart Choice',
      smartBody: 'Redeem your points for rewards you choose, from gift cards to VIP support.',
      stepLabel: 'Step {{number}}',
    },
    earn: { title: 'Ways to earn', region: 'Ways to earn points' },
    intake: {
      title: 'Tell us about yourself',
      lead: 'Complete your profile to unlock the activities that earn points.',
      region: 'Intake survey',
    },
    faq: {
      title: 'Frequently asked questions',
      q1: 'How do I earn points?',
      a1: 'Enter the codes from your product packages, upload purchase receipts and complete activities such as videos, quizzes and articles. Each activity shows how many points it is worth.',
      q2: 'How do I redeem my points?',
      a2: 'Open Rewards, choose a reward your balance covers and follow the steps. Physical rewards ship to the address in your profile.',
      q3: 'How do tiers work?',
      a3: 'Your tier rises with the points you earn over time, and redeeming never lowers it. Higher tiers unlock more rewards, up to Genius with dedicated VIP support.',
    },
    community: {
      title: 'Join the community',
      body: 'Invite your adult friends, take part in contests and be first to hear about new flavors and bonus point events.',
      cta: 'Explore Ways to Earn',
      contest: 'See Contests',
    },
  },
  fr: {
    visitor: {
      title: 'Bienvenue chez Vapor Rewards',
      lead: 'Gagnez des points à chaque achat et activité, montez de niveau et échangez des récompenses.',
      createAccount: 'Créer un compte',
      loginNow: 'Se connecter',
    },
    member: {
      greeting: 'Bon retour, {{name}} !',
      greetingNoName: 'Bon retour !',
      contestTitle: 'Faites tourner la roue du concours de ce mois-ci',
      contestBody: 'Utilisez vos points pour tenter de gagner des cartes-cadeaux, des appareils et des points bonus.',
      contestCta: 'Voir le concours',
    },
    welcome: {
      title: 'Comment fonctionne Vapor Rewards',
      lead: 'Quatre étapes de votre premier achat à votre prochaine récompense.',
      buyTitle: 'Achetez',
      buyBody: 'Procurez-vous vos appareils et capsules préférés en ligne ou dans un magasin participant.',
      earnTitle: 'Gagnez des points',
      earnBody: 'Saisissez les codes de vos emballages, envoyez vos reçus et terminez des activités.',
      levelTitle: 'Montez de niveau',
      levelBody: 'Chaque point gagné vous fait progresser dans les niveaux et débloque plus d’avantages.',
      smartTitle: 'Le choix malin',
      smartBody: 'Échangez vos points contre les récompenses de votre choix, des cartes-cadeaux au service VIP.',
      stepLabel: 'Étape {{number}}',
    },
    earn: { title: 'Façons de gagner', region: 'Façons de gagner des points' },
    intake: {
      title: 'Parlez-nous de vous',
      lead: 'Complétez votre profil pour débloquer les activités qui rapportent des points.',
      region: "Questionnaire d'accueil",
    },
    faq: {
      title: 'Questions fréquentes',
      q1: 'Comment gagner des points ?',
      a1: 'Saisissez les codes de vos emballages, envoyez vos reçus d’achat et terminez des activités comme des vidéos, des quiz et des articles. Chaque activité indique combien de points elle rapporte.',
      q2: 'Comment échanger mes points ?',
      a2: 'Ouvrez Récompenses, choisissez une récompense couverte par votre solde et suivez les étapes. Les récompenses physiques sont expédiées à l’adresse de votre profil.',
      q3: 'Comment fonctionnent les niveaux ?',
      a3: 'Votre niveau monte avec les points gagnés au fil du temps, et un échange ne le fait jamais baisser. Les niveaux supérieurs débloquent plus de récompenses, jusqu’à Genius et son assistance VIP dédiée.',
    },
    community: {
      title: 'Rejoignez la communauté',
      body: 'Invitez vos amis adultes, participez aux concours et soyez les premiers informés des nouvelles saveurs et des événements à points bonus.',
      cta: 'Découvrir comment gagner',
      contest: 'Voir les concours',
    },
  },
  es: {
    visitor: {
      title: 'Bienvenido a Vapor Rewards',
      lead: 'Gana puntos con cada compra y actividad, sube de nivel y canjea recompensas.',
      createAccount: 'Crear cuenta',
      loginNow: 'Iniciar sesión',
    },
    member: {
      greeting: '¡Hola de nuevo, {{name}}!',
      greetingNoName: '¡Hola de nuevo!',
      contestTitle: 'Gira la ruleta de premios del concurso de este mes',
      contestBody: 'Usa tus puntos para ganar tarjetas de regalo, dispositivos y puntos extra.',
      contestCta: 'Ir al concurso',
    },
    welcome: {
      title: 'Cómo funciona Vapor Rewards',
      lead: 'Cuatro pasos desde tu primera compra hasta tu próxima recompensa.',
      buyTitle: 'Compra',
      buyBody: 'Consigue tus dispositivos y cápsulas favoritos en línea o en una tienda participante.',
      earnTitle: 'Gana puntos',
      earnBody: 'Introduce los códigos de tus envases, sube recibos y completa actividades.',
      levelTitle: 'Sube de nivel',
      levelBody: 'Cada punto que ganas te hace subir de nivel y desbloquea más ventajas.',
      smartTitle: 'Elección inteligente',
      smartBody: 'Canjea tus puntos por las recompensas que elijas, desde tarjetas de regalo hasta soporte VIP.',
      stepLabel: 'Paso {{number}}',
    },
    earn: { title: 'Formas de ganar', region: 'Formas de ganar puntos' },
    intake: {
      title: 'Cuéntanos sobre ti',
      lead: 'Completa tu perfil para desbloquear las actividades que dan puntos.',
      region: 'Encuesta inicial',
    },
    faq: {
      title: 'Preguntas frecuentes',
      q1: '¿Cómo gano puntos?',
      a1: 'Introduce los códigos de los envases, sube tus recibos de compra y completa actividades como vídeos, cuestionarios y artículos. Cada actividad indica cuántos puntos vale.',
      q2: '¿Cómo canjeo mis puntos?',
      a2: 'Abre Recompensas, elige una recompensa que cubra tu saldo y sigue los pasos. Las recompensas físicas se envían a la dirección de tu perfil.',
      q3: '¿Cómo funcionan los niveles?',
      a3: 'Tu nivel sube con los puntos que ganas con el tiempo y canjear nunca lo baja. Los niveles superiores desbloquean más recompensas, hasta Genius con soporte VIP dedicado.',
    },
    community: {
      title: 'Únete a la comunidad',
      body: 'Invita a tus amigos adultos, participa en concursos y entérate antes que nadie de nuevos sabores y eventos con puntos extra.',
      cta: 'Descubrir cómo ganar',
      contest: 'Ver concursos',
    },
  },
});

registerTranslations(HOME_NAMESPACE, homeTranslations);
