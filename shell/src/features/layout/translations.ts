import type { Translations } from '@portal/shared';

export const layoutTranslations: Translations = {
  en: {
    ageGate: { title: 'AGE VERIFICATION', question: 'Are you 21+?', yes: 'Yes', no: 'No' },
    brand: 'Vapor Rewards',
    nicotineWarning: 'WARNING: This product contains nicotine. Nicotine is an addictive chemical.',
    nav: { label: 'Main menu', home: 'Home', login: 'Login', register: 'Register', submitCode: 'Submit Code', rewards: 'Rewards', earnPoints: 'Earn Points', contest: 'Contest', findStore: 'Find a Store', redeemRewards: 'Redeem Rewards' },
    points: '{{count, number}} pts',
    pointsLabel: 'Point balance',
    logout: 'Logout',
    footer: { terms: 'Terms & Conditions', privacy: 'Privacy Policy', prop65: 'WARNING: This product can expose you to chemicals including nicotine, which is known to the State of California to cause birth defects or other reproductive harm. For more information, go to www.P65Warnings.ca.gov.', copyright: '© {{year}} Vapor Rewards. All rights reserved.', poweredBy: 'Powered by' },
  },
  fr: {
    ageGate: { title: "VÉRIFICATION DE L'ÂGE", question: 'Avez-vous 21 ans ou plus ?', yes: 'Oui', no: 'Non' },
    brand: 'Vapor Rewards',
    nicotineWarning: 'AVERTISSEMENT : Ce produit contient de la nicotine. La nicotine est une substance chimique qui crée une dépendance.',
    nav: { label: 'Menu principal', home: 'Accueil', login: 'Connexion', register: "S'inscrire", submitCode: 'Saisir un code', rewards: 'Récompenses', earnPoints: 'Gagner des points', contest: 'Concours', findStore: 'Trouver un magasin', redeemRewards: 'Échanger des récompenses' },
    points: '{{count, number}} pts',
    pointsLabel: 'Solde de points',
    logout: 'Déconnexion',
    footer: { terms: 'Conditions générales', privacy: 'Politique de confidentialité', prop65: "AVERTISSEMENT : Ce produit peut vous exposer à des substances chimiques, dont la nicotine, reconnue par l'État de Californie comme cause de malformations congénitales ou d'autres troubles de la reproduction. Pour en savoir plus : www.P65Warnings.ca.gov.", copyright: '© {{year}} Vapor Rewards. Tous droits réservés.', poweredBy: 'Propulsé par' },
  },
  es: {
    ageGate: { title: 'VERIFICACIÓN DE EDAD', question: '¿Tienes 21 años o más?', yes: 'Sí', no: 'No' },
    brand: 'Vapor Rewards',
    nicotineWarning: 'ADVERTENCIA: Este producto contiene nicotina. La nicotina es una sustancia química adictiva.',
    nav: { label: 'Menú principal', home: 'Inicio', login: 'Iniciar sesión', register: 'Registrarse', submitCode: 'Enviar código', rewards: 'Recompensas', earnPoints: 'Ganar puntos', contest: 'Concurso', findStore: 'Buscar una tienda', redeemRewards: 'Canjear recompensas' },
    points: '{{count, number}} pts',
    pointsLabel: 'Saldo de puntos',
    logout: 'Cerrar sesión',
    footer: { terms: 'Términos y condiciones', privacy: 'Política de privacidad', prop65: 'ADVERTENCIA: Este producto puede exponerle a sustancias químicas como la nicotina, que el Estado de California reconoce como causante de defectos de nacimiento u otros daños reproductivos. Más información en www.P65Warnings.ca.gov.', copyright: '© {{year}} Vapor Rewards. Todos los derechos reservados.', poweredBy: 'Con la tecnología de' },
  },
};
