import { DEFAULT_CARD_IMAGE } from './operator';
import type { ContestRow } from './repository';
import type { SegmentInput } from './wheel-rules';

/** A demo contest: its row less the id, and its wheel. */
export interface DemoContest {
  contest: Omit<ContestRow, 'id'>;
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
      segments: [
        { text: 'Better luck', ...GREY, segmentType: 'sorry', probability: 35 },
        { text: '10 points', ...PURPLE, segmentType: 'points', probability: 25, prizePoints: 10 },
        { text: 'Free spin', ...GOLD, segmentType: 'free_spin', probability: 15 },
        { text: '50 points', ...GREEN, segmentType: 'points', probability: 12, prizePoints: 50 },
        { text: 'Try again', ...GREY, segmentType: 'sorry', probability: 8 },
        { text: 'Gift card', ...GOLD, segmentType: 'reward', probability: 5, rewardId: prizeRewardId },
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
      segments: [
        { text: 'So close', ...GREY, segmentType: 'sorry', probability: 50 },
        { text: '5 points', ...PURPLE, segmentType: 'points', probability: 30, prizePoints: 5 },
        { text: '15 points', ...GREEN, segmentType: 'points', probability: 15, prizePoints: 15 },
        { text: 'Free spin', ...GOLD, segmentType: 'free_spin', probability: 5 },
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
      segments: [
        { text: 'Not this time', ...GREY, segmentType: 'sorry', probability: 60 },
        { text: '500 points', ...PURPLE, segmentType: 'points', probability: 30, prizePoints: 500 },
        { text: '5,000 points', ...GOLD, segmentType: 'points', probability: 10, prizePoints: 5000 },
      ],
    },
  ];
}
