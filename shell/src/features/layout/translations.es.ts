import type { SameKeys } from '@portal/kit/ui';
import type { LayoutStrings } from './translations.en';

/** The Spanish strings of the header, footer, menus and age gate: exactly the English keys (see ./translations.en.ts). */
export default {
  ageGate: { title: 'VERIFICACIÓN DE EDAD', question: '¿Tienes 21 años o más?', yes: 'Sí', no: 'No' },
  brand: 'Vapor Rewards',
  skipToMain: 'Saltar al contenido principal',
  noscript: 'Este portal necesita JavaScript.',
  nicotineWarning: 'ADVERTENCIA: Este producto contiene nicotina. La nicotina es una sustancia química adictiva.',
  nav: {
    label: 'Menú principal',
    home: 'Inicio',
    login: 'Iniciar sesión',
    register: 'Registrarse',
    submitCode: 'Enviar código',
    rewards: 'Recompensas',
    earnPoints: 'Ganar puntos',
    contest: 'Concurso',
    findStore: 'Buscar una tienda',
    findStoreNewTab: 'Buscar una tienda (se abre en una pestaña nueva)',
    redeemRewards: 'Canjear recompensas',
  },
  drawer: { label: 'Menú', open: 'Abrir el menú', close: 'Cerrar el menú' },
  account: {
    label: 'Cuenta',
    open: '{{name}}, {{count, number}} pts: menú de la cuenta',
    updateProfile: 'Actualizar perfil',
    pointHistory: 'Historial de puntos',
    myRewards: 'Mis recompensas',
    programPerks: 'Beneficios del programa',
    excitingChanges: 'Cambios emocionantes',
    support: 'Soporte',
  },
  points: '{{count, number}} pts',
  logout: 'Cerrar sesión',
  footer: {
    program: 'Programa',
    legal: 'Legal',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    prop65:
      'ADVERTENCIA: Este producto puede exponerle a sustancias químicas como la nicotina, que el Estado de California reconoce como causante de defectos de nacimiento u otros daños reproductivos. Más información en www.P65Warnings.ca.gov.',
    copyright: '© {{year}} Vapor Rewards. Todos los derechos reservados.',
    poweredBy: 'Con la tecnología de',
  },
} satisfies SameKeys<LayoutStrings>;
