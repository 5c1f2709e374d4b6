/** The demo campaign's rewards (docs/product/rewards.md, Demo catalogue): every type, several prices, one out of stock. */
export interface DemoReward {
  id: string;
  slug: string;
  itemName: string;
  itemDescription: string;
  type: 'PHYSICAL' | 'DIGITAL' | 'VVS';
  redeemPoints: number;
  redeemPriceCents: number;
  shippingChargeCents: number;
  vendor: string;
  userTier: number | null;
  /** null: unlimited (digital rewards are limited by their code pool). */
  stock: number | null;
  /** How many demo codes a digital reward's pool gets. */
  codes: number;
  discontinuedFrom: string | null;
}

const physical = (r: Omit<DemoReward, 'type' | 'userTier' | 'codes' | 'discontinuedFrom'>): DemoReward => ({
  ...r,
  type: 'PHYSICAL',
  userTier: null,
  codes: 0,
  discontinuedFrom: null,
});

const digital = (
  r: Pick<DemoReward, 'id' | 'slug' | 'itemName' | 'itemDescription' | 'redeemPoints' | 'codes'> & {
    discontinuedFrom?: string;
  },
): DemoReward => ({
  ...r,
  type: 'DIGITAL',
  redeemPriceCents: 0,
  shippingChargeCents: 0,
  vendor: 'Vapor Store',
  userTier: null,
  stock: null,
  discontinuedFrom: r.discontinuedFrom ?? null,
});

export const VIP_REWARD_SLUG = 'vip-customer-support';

export const DEMO_REWARDS: readonly DemoReward[] = [
  physical({
    id: '5a1e0000-0000-4000-8000-000000000001',
    slug: 'rewards-cap',
    itemName: 'Vapor Rewards cap',
    itemDescription: 'An embroidered cotton cap in the brand colours.',
    redeemPoints: 100,
    redeemPriceCents: 0,
    shippingChargeCents: 499,
    vendor: 'Vapor Merch',
    stock: 50,
  }),
  digital({
    id: '5a1e0000-0000-4000-8000-000000000002',
    slug: 'gift-card-5',
    itemName: '$5 store gift card',
    itemDescription: 'A $5 code for the brand’s online store, delivered at once with a PDF voucher.',
    redeemPoints: 50,
    codes: 40,
  }),
  physical({
    id: '5a1e0000-0000-4000-8000-000000000003',
    slug: 'xl-usb-charger',
    itemName: 'XL USB charger',
    itemDescription: 'A fast USB charger for every device of the range.',
    redeemPoints: 200,
    redeemPriceCents: 200,
    shippingChargeCents: 500,
    vendor: 'Vapor Store',
    stock: 25,
  }),
  physical({
    id: '5a1e0000-0000-4000-8000-000000000004',
    slug: 'travel-case',
    itemName: 'Leather travel case',
    itemDescription: 'A hard-shell case for a device and two pods. Back soon.',
    redeemPoints: 150,
    redeemPriceCents: 0,
    shippingChargeCents: 499,
    vendor: 'Vapor Merch',
    stock: 0,
  }),
  digital({
    id: '5a1e0000-0000-4000-8000-000000000005',
    slug: 'gift-card-10',
    itemName: '$10 store gift card',
    itemDescription: 'A $10 code for the brand’s online store.',
    redeemPoints: 150,
    codes: 20,
  }),
  {
    id: '5a1e0000-0000-4000-8000-000000000006',
    slug: VIP_REWARD_SLUG,
    itemName: 'VIP Customer Support',
    itemDescription: 'A dedicated representative for Genius members, by phone and e-mail.',
    type: 'VVS',
    redeemPoints: 0,
    redeemPriceCents: 0,
    shippingChargeCents: 0,
    vendor: 'Vapor Rewards',
    userTier: 4,
    stock: null,
    codes: 0,
    discontinuedFrom: null,
  },
  physical({
    id: '5a1e0000-0000-4000-8000-000000000007',
    slug: 'device-kit',
    itemName: 'Device starter kit',
    itemDescription: 'A device with two pods, shipped free.',
    redeemPoints: 500,
    redeemPriceCents: 0,
    shippingChargeCents: 0,
    vendor: 'Vapor Store',
    stock: 10,
  }),
  digital({
    id: '5a1e0000-0000-4000-8000-000000000008',
    slug: 'gift-card-25',
    itemName: '$25 store gift card',
    itemDescription: 'A $25 code for the brand’s online store.',
    redeemPoints: 400,
    codes: 10,
  }),
  physical({
    id: '5a1e0000-0000-4000-8000-000000000009',
    slug: 'hoodie',
    itemName: 'Genius hoodie',
    itemDescription: 'A heavyweight hoodie for the top tier.',
    redeemPoints: 1200,
    redeemPriceCents: 1000,
    shippingChargeCents: 699,
    vendor: 'Vapor Merch',
    stock: 15,
  }),
  digital({
    id: '5a1e0000-0000-4000-8000-000000000010',
    slug: 'yellow-sticker-card',
    itemName: 'Yellow sticker gift card',
    itemDescription: 'The yellow sticker promotion’s gift card.',
    redeemPoints: 100,
    codes: 5,
    discontinuedFrom: '2022-03-30T00:00:00Z',
  }),
];

export const demoCodes = (slug: string, count: number): string[] =>
  Array.from(
    { length: count },
    (_, i) => `${slug.toUpperCase().replace(/[^A-Z0-9]/g, '')}-${String(i + 1).padStart(4, '0')}`,
  );
