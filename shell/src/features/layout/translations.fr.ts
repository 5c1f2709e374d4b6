import type { SameKeys } from '@portal/kit/ui';
import type { LayoutStrings } from './translations.en';

/** The French strings of the header, footer, menus and age gate: exactly the English keys (see ./translations.en.ts). */
export default {
  ageGate: { title: 'VÉRIFICATION DE L’ÂGE', question: 'Avez-vous 21 ans ou plus\u00a0?', yes: 'Oui', no: 'Non' },
  brand: 'Vapor Rewards',
  skipToMain: 'Aller au contenu principal',
  noscript: 'Ce portail a besoin de JavaScript.',
  nicotineWarning:
    'AVERTISSEMENT\u00a0: Ce produit contient de la nicotine. La nicotine est une substance chimique qui crée une dépendance.',
  nav: {
    label: 'Menu principal',
    home: 'Accueil',
    login: 'Connexion',
    register: 'S’inscrire',
    submitCode: 'Saisir un code',
    rewards: 'Récompenses',
    earnPoints: 'Gagner des points',
    contest: 'Concours',
    findStore: 'Trouver un magasin',
    findStoreNewTab: 'Trouver un magasin (nouvel onglet)',
    redeemRewards: 'Échanger des récompenses',
  },
  drawer: { label: 'Menu', open: 'Ouvrir le menu', close: 'Fermer le menu' },
  account: {
    label: 'Compte',
    open: '{{name}}, {{count, number}} pts\u00a0: menu du compte',
    updateProfile: 'Modifier le profil',
    pointHistory: 'Historique des points',
    myRewards: 'Mes récompenses',
    programPerks: 'Avantages du programme',
    excitingChanges: 'Changements à venir',
    support: 'Assistance',
  },
  points: '{{count, number}} pts',
  logout: 'Déconnexion',
  footer: {
    program: 'Programme',
    legal: 'Mentions légales',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
    prop65:
      'AVERTISSEMENT\u00a0: Ce produit peut vous exposer à des substances chimiques, dont la nicotine, reconnue par l’État de Californie comme cause de malformations congénitales ou d’autres troubles de la reproduction. Pour en savoir plus\u00a0: www.P65Warnings.ca.gov.',
    copyright: '© {{year}} Vapor Rewards. Tous droits réservés.',
    poweredBy: 'Propulsé par',
  },
} satisfies SameKeys<LayoutStrings>;
