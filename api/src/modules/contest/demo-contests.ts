import type { NameTranslations } from '../../platform/translations';
import { DEFAULT_CARD_IMAGE } from './operator';
import type { ContestRow } from './repository';
import type { SegmentInput } from './wheel-rules';

/** A demo contest: its row less the id, its French and Spanish texts, and its wheel. */
export interface DemoContest {
  contest: Omit<ContestRow, 'id' | 'texts'>;
  texts: NameTranslations;
  segments: SegmentInput[];
}

/** The demo member has 250 points (README, Try it): the last wheel stays locked for them. */
const IMAGE = DEFAULT_CARD_IMAGE;
const PURPLE = { bgColor: '#5b2a86', textColor: '#ffffff' };
const GOLD = { bgColor: '#f2c14e', textColor: '#1d1b22' };
const GREEN = { bgColor: '#1f7a4d', textColor: '#ffffff' };
const GREY = { bgColor: '#e9e4ef', textColor: '#1d1b22' };

const limits = {
  spins_total: null,
  prizes_per_period: null,
  prize_period: 'day',
  starts_at: null,
  ends_at: null,
  min_tier: 1,
} as const;

/**
 * The public link printed in README (`/contestx/<token>`): the free wheel, for anyone who has it.
 * A demo token is public by nature; real links come from the CLI (contest:link).
 */
export const DEMO_PUBLIC_TOKEN = 'demo-wheel-2026-open-link';
export const DEMO_PUBLIC_LINK_USES = 1000;
export const DEMO_PUBLIC_CONTEST = 'free-wheel';

/** The reward a demo reward segment orders: set from the rewards module's demo rewards by the seed. */
export function demoContests(prizeRewardId: string): DemoContest[] {
  return [
    {
      contest: {
        ...limits,
        slug: 'prize-wheel',
        name: 'Monthly Prize Wheel',
        description: 'Spin for bonus points, a reward or a free spin. 20 points a spin, 5 spins a day.',
        card_header_image: IMAGE,
        point_required: 20,
        spins_per_day: 5,
      },
      texts: {
        name: { fr: 'Roue des prix du mois', es: 'Ruleta de premios del mes' },
        description: {
          fr: 'Tournez pour gagner des points bonus, une récompense ou un tour gratuit. 20 points le tour, 5 tours par jour.',
          es: 'Gira para ganar puntos extra, una recompensa o un giro gratis. 20 puntos por giro, 5 giros al día.',
        },
      },
      segments: [
        {
          text: 'Better luck',
          texts: { fr: 'Pas de chance', es: 'Mala suerte' },
          ...GREY,
          segmentType: 'sorry',
          probability: 35,
        },
        {
          text: '10 points',
          texts: { fr: '10 points', es: '10 puntos' },
          ...PURPLE,
          segmentType: 'points',
          probability: 25,
          prizePoints: 10,
        },
        {
          text: 'Free spin',
          texts: { fr: 'Tour gratuit', es: 'Giro gratis' },
          ...GOLD,
          segmentType: 'free_spin',
          probability: 15,
        },
        {
          text: '50 points',
          texts: { fr: '50 points', es: '50 puntos' },
          ...GREEN,
          segmentType: 'points',
          probability: 12,
          prizePoints: 50,
        },
        {
          text: 'Try again',
          texts: { fr: 'Réessayez', es: 'Inténtalo otra vez' },
          ...GREY,
          segmentType: 'sorry',
          probability: 8,
        },
        {
          text: 'Gift card',
          texts: { fr: 'Carte-cadeau', es: 'Tarjeta regalo' },
          ...GOLD,
          segmentType: 'reward',
          probability: 5,
          rewardId: prizeRewardId,
        },
      ],
    },
    {
      contest: {
        ...limits,
        slug: DEMO_PUBLIC_CONTEST,
        name: 'Free Daily Wheel',
        description: 'No points needed: one free spin a day for a few bonus points.',
        card_header_image: IMAGE,
        point_required: 0,
        spins_per_day: 1,
      },
      texts: {
        name: { fr: 'Roue quotidienne gratuite', es: 'Ruleta diaria gratis' },
        description: {
          fr: 'Aucun point requis\u00a0: un tour gratuit par jour pour quelques points bonus.',
          es: 'No hace falta tener puntos: un giro gratis al día por unos puntos extra.',
        },
      },
      segments: [
        {
          text: 'So close',
          texts: { fr: 'Presque\u00a0!', es: '¡Casi!' },
          ...GREY,
          segmentType: 'sorry',
          probability: 50,
        },
        {
          text: '5 points',
          texts: { fr: '5 points', es: '5 puntos' },
          ...PURPLE,
          segmentType: 'points',
          probability: 30,
          prizePoints: 5,
        },
        {
          text: '15 points',
          texts: { fr: '15 points', es: '15 puntos' },
          ...GREEN,
          segmentType: 'points',
          probability: 15,
          prizePoints: 15,
        },
        {
          text: 'Free spin',
          texts: { fr: 'Tour gratuit', es: 'Giro gratis' },
          ...GOLD,
          segmentType: 'free_spin',
          probability: 5,
        },
      ],
    },
    {
      contest: {
        ...limits,
        slug: 'vip-wheel',
        name: 'VIP Jackpot Wheel',
        description: 'The big one: 1,000 points a spin for a shot at 5,000 points.',
        card_header_image: IMAGE,
        point_required: 1000,
        spins_per_day: 3,
      },
      texts: {
        name: { fr: 'Roue jackpot VIP', es: 'Ruleta jackpot VIP' },
        description: {
          fr: 'La grande roue\u00a0: 1\u00a0000 points le tour pour tenter de gagner 5\u00a0000 points.',
          es: 'La grande: 1.000 puntos por giro para intentar ganar 5.000 puntos.',
        },
      },
      segments: [
        {
          text: 'Not this time',
          texts: { fr: 'Pas cette fois', es: 'Esta vez no' },
          ...GREY,
          segmentType: 'sorry',
          probability: 60,
        },
        {
          text: '500 points',
          texts: { fr: '500 points', es: '500 puntos' },
          ...PURPLE,
          segmentType: 'points',
          probability: 30,
          prizePoints: 500,
        },
        {
          text: '5,000 points',
          texts: { fr: '5\u00a0000 points', es: '5.000 puntos' },
          ...GOLD,
          segmentType: 'points',
          probability: 10,
          prizePoints: 5000,
        },
      ],
    },
  ];
}
