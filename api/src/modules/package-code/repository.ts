import type { Db } from '../../db/db';
import type { ProductTexts } from './texts';

/** All SQL of product, product_flavor, proof_code, proof_code_miss and yellow_sticker_reward. */

export type CodePool = 'package' | 'yellow-sticker' | 'pod-pack' | 'leap-device';

export interface ProductRow {
  id: string;
  sku: string;
  product_name: string;
  validation_type: string;
  product_type: string;
  upc: string;
  points: number;
  texts: ProductTexts;
  /** The length of its package codes; null: it takes none (migration 0470). */
  code_length: number | null;
}

export interface CodeRow {
  code: string;
  pool: CodePool;
  points: number;
  product_name: string | null;
  claimed_by: string | null;
}

export interface NewProduct {
  sku: string;
  productName: string;
  productType: string;
  upc: string;
  points: number;
  sortOrder: number;
  codeLength?: number;
}

export interface NewCode {
  code: string;
  pool: CodePool;
  points: number;
  productId: string | null;
}

const PRODUCT_COLUMNS = 'id, sku, product_name, validation_type, product_type, upc, points, texts, code_length';

export function listProducts(db: Db, campaignId: string, limit: number): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from product where campaign_id = $1 order by sort_order, product_name, id limit $2`,
    [campaignId, limit],
  );
}

export async function countProducts(db: Db, campaignId: string): Promise<number> {
  const row = await db.one<{ total: number }>('select count(*)::int as total from product where campaign_id = $1', [
    campaignId,
  ]);
  return row.total;
}

export function findProductBySku(db: Db, campaignId: string, sku: string): Promise<ProductRow | undefined> {
  return db.maybeOne<ProductRow>(`select ${PRODUCT_COLUMNS} from product where campaign_id = $1 and sku = $2`, [
    campaignId,
    sku,
  ]);
}

export async function insertMissingProducts(db: Db, campaignId: string, products: NewProduct[]): Promise<number> {
  let added = 0;
  for (const p of products) {
    const rows = await db.query(
      `insert into product (campaign_id, sku, product_name, product_type, upc, points, sort_order, code_length)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (campaign_id, sku) do nothing returning id`,
      [campaignId, p.sku, p.productName, p.productType, p.upc, p.points, p.sortOrder, p.codeLength ?? null],
    );
    added += rows.length;
  }
  return added;
}

/** Gives a product its code length when it has none yet (a product seeded before migration 0470). */
export async function addMissingCodeLength(db: Db, campaignId: string, sku: string, length: number): Promise<void> {
  await db.query('update product set code_length = $3 where campaign_id = $1 and sku = $2 and code_length is null', [
    campaignId,
    sku,
    length,
  ]);
}

/** Gives a product its translations when it has none yet; an operator's are never overwritten. */
export async function addMissingProductTexts(db: Db, campaignId: string, sku: string, texts: ProductTexts) {
  await db.query(`update product set texts = $3 where campaign_id = $1 and sku = $2 and texts = '{}'::jsonb`, [
    campaignId,
    sku,
    JSON.stringify(texts),
  ]);
}

export function listFlavors(db: Db, campaignId: string) {
  return db.query<{ id: string; number_of_digit: number; name: string }>(
    'select id, number_of_digit, name from product_flavor where campaign_id = $1 order by number_of_digit, sort_order, name',
    [campaignId],
  );
}

export async function insertMissingFlavors(db: Db, campaignId: string, length: number, names: string[]): Promise<void> {
  for (const [index, name] of names.entries()) {
    await db.query(
      `insert into product_flavor (campaign_id, number_of_digit, name, sort_order) values ($1, $2, $3, $4)
       on conflict (campaign_id, number_of_digit, name) do nothing`,
      [campaignId, length, name, index],
    );
  }
}

/**
 * Serializes the campaign's writers of yellow codes, so two imports cannot each put one code into a
 * different yellow pool (operator.ts, one yellow pool per code).
 */
export async function lockYellowCodes(tx: Db, campaignId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('yellow-codes:' || $1::text, 0))`, [campaignId]);
}

/**
 * Adds codes that are new to their pool, and a yellow code only when no other yellow pool holds it, in
 * one statement; returns the codes it added.
 */
export async function insertCodes(db: Db, campaignId: string, codes: NewCode[]): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    `insert into proof_code (campaign_id, code, pool, product_id, points)
     select $1, c.code, c.pool, c.product_id, c.points
       from unnest($2::text[], $3::text[], $4::uuid[], $5::int[]) as c (code, pool, product_id, points)
      where c.pool = 'package' or not exists (
        select 1 from proof_code other
         where other.campaign_id = $1 and other.code = c.code and other.pool <> 'package' and other.pool <> c.pool)
     on conflict (campaign_id, pool, code) do nothing returning code`,
    [
      campaignId,
      codes.map((c) => c.code),
      codes.map((c) => c.pool),
      codes.map((c) => c.productId),
      codes.map((c) => c.points),
    ],
  );
  return rows.map((row) => row.code);
}

export function findCodes(db: Db, campaignId: string, pools: CodePool[], codes: string[]): Promise<CodeRow[]> {
  return db.query<CodeRow>(
    `select c.code, c.pool, c.points, p.product_name, c.claimed_by from proof_code c
       left join product p on p.id = c.product_id
      where c.campaign_id = $1 and c.pool = any($2::text[]) and c.code = any($3::text[])`,
    [campaignId, pools, codes],
  );
}

/** Claims a code for a member unless someone has: true when this call claimed it. */
export async function claimCode(
  tx: Db,
  campaignId: string,
  pool: CodePool,
  code: string,
  memberId: string,
  flavor: string | null,
): Promise<boolean> {
  const rows = await tx.query(
    `update proof_code set claimed_by = $4, claimed_at = now(), flavor = $5
      where campaign_id = $1 and pool = $2 and code = $3 and claimed_by is null returning code`,
    [campaignId, pool, code, memberId, flavor],
  );
  return rows.length === 1;
}

/**
 * Serialises one member's code submissions until the transaction ends (a transaction-level advisory
 * lock), so the daily limit and the lock-out are counted exactly under concurrency.
 */
export async function lockMemberCodes(tx: Db, memberId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('proof-code:' || $1::text, 0))`, [memberId]);
}

export async function countClaimsSince(tx: Db, memberId: string, pool: CodePool, seconds: number): Promise<number> {
  const row = await tx.one<{ total: number }>(
    `select count(*)::int as total from proof_code
      where claimed_by = $1 and pool = $2 and claimed_at > now() - make_interval(secs => $3)`,
    [memberId, pool, seconds],
  );
  return row.total;
}

/** Wrong codes in the window, and seconds until the oldest of them leaves it. */
export async function missesSince(tx: Db, memberId: string, seconds: number) {
  return tx.one<{ misses: number; wait: number | null }>(
    `select count(*)::int as misses,
            extract(epoch from min(missed_at) + make_interval(secs => $2) - now())::float8 as wait
       from proof_code_miss where member_id = $1 and missed_at > now() - make_interval(secs => $2)`,
    [memberId, seconds],
  );
}

export async function recordMiss(tx: Db, memberId: string, windowSeconds: number): Promise<void> {
  await tx.query('delete from proof_code_miss where member_id = $1 and missed_at < now() - make_interval(secs => $2)', [
    memberId,
    windowSeconds,
  ]);
  await tx.query('insert into proof_code_miss (member_id) values ($1)', [memberId]);
}

export async function hasYellowReward(tx: Db, campaignId: string, memberId: string): Promise<boolean> {
  const row = await tx.maybeOne(
    'select 1 as one from yellow_sticker_reward where campaign_id = $1 and member_id = $2',
    [campaignId, memberId],
  );
  return row !== undefined;
}

export async function insertYellowReward(
  tx: Db,
  campaignId: string,
  memberId: string,
  points: number,
  codes: string[],
): Promise<void> {
  await tx.query(
    'insert into yellow_sticker_reward (campaign_id, member_id, points, codes) values ($1, $2, $3, $4::text[])',
    [campaignId, memberId, points, codes],
  );
}
