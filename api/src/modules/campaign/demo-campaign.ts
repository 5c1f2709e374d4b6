import type { NewCampaign } from './repository';

const nameRule = { mandatory: true, minLength: 1, maxLength: 50 };

/** The demo campaign a fresh machine starts with, so the portal is usable at once. */
export const DEMO_CAMPAIGN: NewCampaign = {
  slug: 'demo',
  name: 'Vapor Rewards',
  state: 'active',
  status: 'active',
  activationStart: new Date('2026-01-01T00:00:00Z'),
  activationEnd: new Date('2027-12-31T23:59:59Z'),
  config: {
    countryCode: 'US',
    captchaConfig: {
      registrationCaptcha: false,
      loginCaptcha: false,
      supportCaptcha: false,
      packageCodeCaptcha: false,
    },
    uiConfig: {
      userFields: [
        { name: 'firstName', validation: nameRule },
        { name: 'lastName', validation: nameRule },
        { name: 'email', validation: { mandatory: true, email: true, maxLength: 100 } },
        { name: 'birth', validation: { mandatory: true } },
        { name: 'cellPhone', validation: { mandatory: true } },
        { name: 'address', validation: { mandatory: true } },
        { name: 'city', validation: { mandatory: false } },
        { name: 'state', validation: { mandatory: false } },
        { name: 'zip', validation: { mandatory: true, minLength: 4, maxLength: 6 } },
        { name: 'gender', validation: { mandatory: true } },
        { name: 'password', validation: { mandatory: true } },
      ],
      passwordRule: {
        minLength: 8,
        maxLength: 20,
        mandatory: true,
        upperCaseReq: true,
        lowerCaseReq: true,
        specialCharReq: true,
      },
    },
    fingerprinting: { enable: false },
    usePreRegistration: true,
    bonusPointInfo: { onProfileComplete: { points: 50 } },
    // No social sign-in until an operator sets a provider's clientId.
    authentication: {},
    otp: { enabled: true, length: 6, waitSeconds: 120 },
    gtmConfig: { enabled: false },
    notificationUI: { maxAllowDays: 30, isRouteBased: true, maxNotificationShow: 3 },
    storeLocatorUrl: 'https://www.example.com/store-locator',
  },
  tiers: [
    {
      tier_id: 1,
      tier_name: 'Rookie',
      level_up_points: 0,
      description: 'Welcome aboard: every activity you complete earns points toward your next tier.',
      texts: {
        description: {
          fr: 'Bienvenue à bord\u00a0: chaque activité terminée vous rapporte des points vers votre prochain niveau.',
          es: 'Bienvenido a bordo: cada actividad que completas suma puntos para tu siguiente nivel.',
        },
      },
    },
    {
      tier_id: 2,
      tier_name: 'Insider',
      level_up_points: 500,
      description: 'Insiders unlock member-only rewards and early access to new drops.',
      texts: {
        description: {
          fr: 'Les Insiders débloquent des récompenses réservées aux membres et un accès anticipé aux nouveautés.',
          es: 'Los Insiders desbloquean recompensas exclusivas para miembros y acceso anticipado a las novedades.',
        },
      },
    },
    {
      tier_id: 3,
      tier_name: 'Expert',
      level_up_points: 1500,
      description: 'Experts enter exclusive contests and earn bonus points on featured activities.',
      texts: {
        description: {
          fr: 'Les Experts participent à des concours exclusifs et gagnent des points bonus sur les activités à la une.',
          es: 'Los Experts participan en concursos exclusivos y ganan puntos extra en las actividades destacadas.',
        },
      },
    },
    {
      tier_id: 4,
      tier_name: 'Genius',
      level_up_points: 5000,
      description: 'Our top tier: Geniuses get VIP support and first pick of limited rewards.',
      texts: {
        description: {
          fr: 'Notre niveau le plus élevé\u00a0: les Geniuses bénéficient du support VIP et choisissent en premier les récompenses limitées.',
          es: 'Nuestro nivel más alto: los Geniuses tienen soporte VIP y eligen primero las recompensas limitadas.',
        },
      },
    },
  ],
};
