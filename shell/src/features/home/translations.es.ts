import type { SameKeys } from '@portal/kit/ui';
import type { HomeStrings } from './translations.en';

/** The Spanish strings of the home page: exactly the English keys (see ./translations.en.ts). */
export default {
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
  spend: {
    title: 'Usa tus puntos',
    lead: 'Recompensas para canjear y concursos en los que participar con los puntos que ganaste.',
    reward: 'Recompensa',
    contest: 'Concurso',
    points: '{{points, number}} puntos',
  },
  community: {
    title: 'Únete a la comunidad',
    body: 'Invita a tus amigos adultos, participa en concursos y entérate antes que nadie de nuevos sabores y eventos con puntos extra.',
    cta: 'Descubrir cómo ganar',
    contest: 'Ver concursos',
  },
} satisfies SameKeys<HomeStrings>;
