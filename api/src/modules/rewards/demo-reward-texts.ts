import type { RewardTexts } from './texts';

/** The demo rewards in French and Spanish, by slug (their English text is in demo-rewards.ts). */
export const DEMO_REWARD_TEXTS: Record<string, RewardTexts> = {
  'rewards-cap': {
    name: { fr: 'Casquette Vapor Rewards', es: 'Gorra Vapor Rewards' },
    description: {
      fr: 'Une casquette en coton brodée aux couleurs de la marque.',
      es: 'Una gorra de algodón bordada con los colores de la marca.',
    },
  },
  'gift-card-5': {
    name: { fr: 'Carte-cadeau de 5 $ de la boutique', es: 'Tarjeta de regalo de 5 $ de la tienda' },
    description: {
      fr: 'Un code de 5 $ pour la boutique en ligne de la marque, remis tout de suite avec un bon en PDF.',
      es: 'Un código de 5 $ para la tienda en línea de la marca, entregado al instante con un cupón en PDF.',
    },
  },
  'xl-usb-charger': {
    name: { fr: 'Chargeur USB XL', es: 'Cargador USB XL' },
    description: {
      fr: 'Un chargeur USB rapide pour tous les appareils de la gamme.',
      es: 'Un cargador USB rápido para todos los dispositivos de la gama.',
    },
  },
  'travel-case': {
    name: { fr: 'Étui de voyage en cuir', es: 'Estuche de viaje de cuero' },
    description: {
      fr: 'Un étui rigide pour un appareil et deux pods. Bientôt de retour.',
      es: 'Un estuche rígido para un dispositivo y dos pods. Vuelve pronto.',
    },
  },
  'gift-card-10': {
    name: { fr: 'Carte-cadeau de 10 $ de la boutique', es: 'Tarjeta de regalo de 10 $ de la tienda' },
    description: {
      fr: 'Un code de 10 $ pour la boutique en ligne de la marque.',
      es: 'Un código de 10 $ para la tienda en línea de la marca.',
    },
  },
  'vip-customer-support': {
    name: { fr: 'Service client VIP', es: 'Atención al cliente VIP' },
    description: {
      fr: 'Un conseiller dédié aux membres Genius, par téléphone et par courriel.',
      es: 'Un asesor dedicado a los miembros Genius, por teléfono y correo electrónico.',
    },
  },
  'device-kit': {
    name: { fr: 'Kit de démarrage', es: 'Kit de inicio' },
    description: {
      fr: 'Un appareil avec deux pods, livré gratuitement.',
      es: 'Un dispositivo con dos pods, con envío gratuito.',
    },
  },
  'gift-card-25': {
    name: { fr: 'Carte-cadeau de 25 $ de la boutique', es: 'Tarjeta de regalo de 25 $ de la tienda' },
    description: {
      fr: 'Un code de 25 $ pour la boutique en ligne de la marque.',
      es: 'Un código de 25 $ para la tienda en línea de la marca.',
    },
  },
  hoodie: {
    name: { fr: 'Sweat à capuche Genius', es: 'Sudadera Genius' },
    description: {
      fr: 'Un sweat à capuche épais pour le plus haut niveau.',
      es: 'Una sudadera gruesa para el nivel más alto.',
    },
  },
  'yellow-sticker-card': {
    name: { fr: 'Carte-cadeau autocollant jaune', es: 'Tarjeta de regalo de la pegatina amarilla' },
    description: {
      fr: 'La carte-cadeau de la promotion des autocollants jaunes.',
      es: 'La tarjeta de regalo de la promoción de las pegatinas amarillas.',
    },
  },
};
