import type { Db } from '../../db/db';
import { DEMO_CAMPAIGN, findCampaign } from '../campaign';
import {
  DEMO_CODES_PER_PRODUCT,
  DEMO_CODES_PER_YELLOW_POOL,
  DEMO_FLAVORS,
  DEMO_PRODUCTS,
  YELLOW_POOLS,
  type YellowPool,
  demoPackageCode,
  demoYellowCode,
} from './demo-products';
import { demoProductTexts } from './demo-product-texts';
import {
  addMissingCodeLength,
  addMissingProductTexts,
  findProductBySku,
  insertCodes,
  insertMissingFlavors,
  insertMissingProducts,
  type NewCode,
} from './repository';

const range = (count: number) => Array.from({ length: count }, (_, n) => n);

/**
 * Adds the demo campaign's missing products, flavours and code pools, never touching existing rows
 * (a claimed code stays claimed), and gives a demo product without translations its French and
 * Spanish texts. Returns how many codes were added; 0 when the campaign is absent.
 */
export async function seedDemoPurchaseProof(db: Db): Promise<number> {
  const campaign = await findCampaign(db, DEMO_CAMPAIGN.slug);
  if (!campaign) return 0;
  await insertMissingProducts(
    db,
    campaign.id,
    DEMO_PRODUCTS.map((p, sortOrder) => ({ ...p, sortOrder })),
  );
  for (const p of DEMO_PRODUCTS) {
    await addMissingProductTexts(db, campaign.id, p.sku, demoProductTexts(p));
    if (p.codeLength) await addMissingCodeLength(db, campaign.id, p.sku, p.codeLength);
  }
  for (const [length, names] of Object.entries(DEMO_FLAVORS)) {
    await insertMissingFlavors(db, campaign.id, Number(length), names);
  }
  const codes: NewCode[] = [];
  for (const p of DEMO_PRODUCTS) {
    const length = p.codeLength;
    if (!length) continue;
    const row = await findProductBySku(db, campaign.id, p.sku);
    for (const n of range(DEMO_CODES_PER_PRODUCT)) {
      codes.push({ code: demoPackageCode(p.sku, length, n), pool: 'package', points: p.points, productId: row!.id });
    }
  }
  for (const [pool, points] of Object.entries(YELLOW_POOLS) as [YellowPool, number][]) {
    for (const n of range(DEMO_CODES_PER_YELLOW_POOL)) {
      codes.push({ code: demoYellowCode(pool, n), pool, points, productId: null });
    }
  }
  return (await insertCodes(db, campaign.id, codes)).length;
}
