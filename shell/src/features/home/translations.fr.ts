import type { SameKeys } from '@portal/kit/ui';
import type { HomeStrings } from './translations.en';

/** The French strings of the home page: exactly the English keys (see ./translations.en.ts). */
export default {
  visitor: {
    title: 'Bienvenue chez Vapor Rewards',
    lead: 'Gagnez des points à chaque achat et activité, montez de niveau et échangez des récompenses.',
    createAccount: 'Créer un compte',
    loginNow: 'Se connecter',
  },
  member: {
    greeting: 'Bon retour, {{name}}\u00a0!',
    greetingNoName: 'Bon retour\u00a0!',
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
    region: 'Questionnaire d’accueil',
  },
  faq: {
    title: 'Questions fréquentes',
    q1: 'Comment gagner des points\u00a0?',
    a1: 'Saisissez les codes de vos emballages, envoyez vos reçus d’achat et terminez des activités comme des vidéos, des quiz et des articles. Chaque activité indique combien de points elle rapporte.',
    q2: 'Comment échanger mes points\u00a0?',
    a2: 'Ouvrez Récompenses, choisissez une récompense couverte par votre solde et suivez les étapes. Les récompenses physiques sont expédiées à l’adresse de votre profil.',
    q3: 'Comment fonctionnent les niveaux\u00a0?',
    a3: 'Votre niveau monte avec les points gagnés au fil du temps, et un échange ne le fait jamais baisser. Les niveaux supérieurs débloquent plus de récompenses, jusqu’à Genius et son assistance VIP dédiée.',
  },
  spend: {
    title: 'Utilisez vos points',
    lead: 'Des récompenses à échanger et des concours auxquels participer avec les points gagnés.',
    reward: 'Récompense',
    contest: 'Concours',
    points: '{{points, number}} points',
  },
  community: {
    title: 'Rejoignez la communauté',
    body: 'Invitez vos amis adultes, participez aux concours et soyez les premiers informés des nouvelles saveurs et des événements à points bonus.',
    cta: 'Découvrir comment gagner',
    contest: 'Voir les concours',
  },
} satisfies SameKeys<HomeStrings>;
