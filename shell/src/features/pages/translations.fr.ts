import type { SameKeys } from '@portal/kit/ui';
import type { PagesStrings } from './translations.en';

/** The French strings of the shell's own pages: exactly the English keys (see ./translations.en.ts). */
export default {
  about: {
    title: 'À propos',
    body: 'Vapor Rewards est le programme de fidélité de notre marque pour les clients adultes.',
  },
  contact: {
    title: 'Nous contacter',
    body: 'Des questions sur le programme\u00a0? Écrivez-nous, notre équipe d’assistance vous répondra par e-mail.',
    region: 'Formulaire de contact',
  },
  privacy: {
    title: 'Politique de confidentialité',
    effective: 'Date d’entrée en vigueur\u00a0: {{date}}',
    intro:
      'Nous recueillons les informations que vous nous donnez pour gérer le programme de fidélité\u00a0: votre nom, votre e-mail, votre adresse, vos achats et les activités que vous réalisez. Nous les utilisons uniquement pour le programme et ne les vendons jamais.',
    gdpr: {
      title: 'Vos droits selon le RGPD',
      body: 'Vous pouvez accéder à vos données personnelles, les corriger, les exporter ou les supprimer, vous opposer à leur traitement et retirer votre consentement à tout moment.',
    },
    california: {
      title: 'Résidents de Californie (CalOPPA et CCPA)',
      body: 'Vous pouvez savoir ce que nous recueillons, en demander la suppression et refuser sa vente. Nous ne vendons pas d’informations personnelles et respectons les signaux Do Not Track.',
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
    empty: 'Aucun niveau n’est encore configuré.',
    loadFailed: 'Nous n’avons pas pu charger les niveaux.',
    threshold_one: 'À partir de {{points, number}} point',
    threshold_other: 'À partir de {{points, number}} points',
  },
  changes: {
    title: 'Changements à venir',
    body: 'La promotion des cartes-cadeaux à autocollant jaune est terminée et la valeur en points des codes PIN sera ajustée.',
  },
  upcoming: { title: 'Bientôt disponible', body: 'La promotion commence le\u00a0:' },
  expired: {
    title: 'Cette promotion est terminée',
    body: 'La promotion a pris fin le\u00a0:',
    thanks: 'Merci de votre participation.',
  },
  maintenance: {
    title: 'Nous revenons bientôt',
    body: 'Le portail est en maintenance. Cette page vérifie de nouveau toutes les quelques secondes.',
    thanks: 'Merci de votre patience. Le portail est de retour\u00a0!',
  },
  notFound: {
    title: 'Page introuvable',
    body: 'La page que vous cherchez n’existe pas.',
    goHome: 'Retour à l’accueil',
  },
  logout: { busy: 'Déconnexion en cours…' },
} satisfies SameKeys<PagesStrings>;
