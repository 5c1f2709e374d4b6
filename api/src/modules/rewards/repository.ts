import type { OrderStatus, RewardType, ShippingAddress, TransactionStatus } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import type { RewardTexts } from './texts';
import { isUuid } from '../../platform/uuid';

export interface RewardRow {
  id: string;
  slug: string;
  item_id: string;
  item_name: string;
  item_description: string;
  texts: RewardTexts;
  image: string;
  type: RewardType;
  redeem_points: number;
  redeem_price_cents: number;
  shipping_charge_cents: number;
  vendor: string;
  user_tier: number | null;
  stock: number | null;
  per_member_limit: number | null;
  discontinued_from: Date | null;
  active: boolean;
}

export interface OrderRow {
  id: string;
  order_no: string;
  member_id: string;
  reward_id: string;
  reward_type: RewardType;
  origin: 'redemption' | 'prize';
  status: OrderStatus;
  points: number;
  ledger_entry_id: number | null;
  item_name: string;
  item_description: string;
  item_value_cents: number;
  currency: string;
  shipping_charge_cents: number;
  payment_amount_cents: number;
  suite: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip: string | null;
  code: string | null;
  transaction_id: string | null;
  transaction_date: Date | null;
  transaction_status: TransactionStatus | null;
  tracking_number: string | null;
  expires_at: Date | null;
  created_at: Date;
}

const FREE_CODES =
  '(select count(*) from reward_code c where c.reward_id = reward.id and c.order_id is null)::int as free_codes';

export type ListedReward = RewardRow & { free_codes: number };

const REWARD_COLUMNS = `id, slug, item_id, item_name, item_description, texts, image, type, redeem_points, redeem_price_cents,
  shipping_charge_cents, vendor, user_tier, stock, per_member_limit, discontinued_from, active`;

export async function listRewards(
  db: Db,
  campaignId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: ListedReward[]; total: number }> {
  const rows = await db.query<ListedReward>(
    `select ${REWARD_COLUMNS}, ${FREE_CODES} from reward where campaign_id = $1 and active
     order by sort_order, id limit $2 offset $3`,
    [campaignId, limit, offset],
  );
  const { total } = await db.one<{ total: number }>(
    'select count(*)::int as total from reward where campaign_id = $1 and active',
    [campaignId],
  );
  return { rows, total };
}

/** The campaign's rewards on offer created after `since` (all when null), newest first: "what's new". */
export function listRewardsCreatedSince(db: Db, campaignId: string, since: Date | null) {
  return db.query<Pick<RewardRow, 'id' | 'item_name' | 'item_description' | 'texts'> & { created_at: Date }>(
    `select id, item_name, item_description, texts, created_at from reward
      where campaign_id = $1 and active and ($2::timestamptz is null or created_at > $2)
      order by created_at desc`,
    [campaignId, since],
  );
}

export function findReward(db: Db, campaignId: string, id: string): Promise<ListedReward | undefined> {
  return db.maybeOne<ListedReward>(
    `select ${REWARD_COLUMNS}, ${FREE_CODES} from reward where campaign_id = $1 and id = $2`,
    [campaignId, id],
  );
}

/** Which of these ids name a reward of the campaign (ids that are no uuid name none). */
export async function findCampaignRewardIds(db: Db, campaignId: string, ids: string[]): Promise<Set<string>> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>('select id from reward where campaign_id = $1 and id = any($2::uuid[])', [
    campaignId,
    uuids,
  ]);
  return new Set(rows.map((row) => row.id));
}

export function findRewardBySlug(db: Db, campaignId: string, slug: string): Promise<RewardRow | undefined> {
  return db.maybeOne<RewardRow>(`select ${REWARD_COLUMNS} from reward where campaign_id = $1 and slug = $2`, [
    campaignId,
    slug,
  ]);
}

/** The reward row under a lock: every stock change of one reward waits for the one before it. */
export function lockReward(tx: Db, id: string): Promise<RewardRow | undefined> {
  return tx.maybeOne<RewardRow>(`select ${REWARD_COLUMNS} from reward where id = $1 for update`, [id]);
}

/** The texts of the given rewards, English and translations (orders and the points history name them). */
export function findRewardTexts(
  db: Db,
  ids: string[],
): Promise<Pick<RewardRow, 'id' | 'item_name' | 'item_description' | 'texts'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query('select id, item_name, item_description, texts from reward where id = any($1::uuid[])', [ids]);
}

/** Sets a reward's translations. */
export async function updateRewardTexts(tx: Db, rewardId: string, texts: RewardTexts): Promise<void> {
  await tx.query('update reward set texts = $2, updated_at = now() where id = $1', [rewardId, JSON.stringify(texts)]);
}

/** Gives a reward translations when it has none yet (the demo seed; an operator's own are kept). */
export async function addMissingRewardTexts(db: Db, rewardId: string, texts: RewardTexts): Promise<void> {
  await db.query(`update reward set texts = $2 where id = $1 and texts = '{}'::jsonb`, [
    rewardId,
    JSON.stringify(texts),
  ]);
}

export async function lockMember(tx: Db, memberId: string): Promise<{ point_balance: number } | undefined> {
  return tx.maybeOne<{ point_balance: number }>('select point_balance from member where id = $1 for update', [
    memberId,
  ]);
}

export function findRewardById(db: Db, id: string): Promise<RewardRow | undefined> {
  return db.maybeOne<RewardRow>(`select ${REWARD_COLUMNS} from reward where id = $1`, [id]);
}

/**
 * Takes one unit: a conditional decrement under the row's lock, held until the commit. False when
 * none is left. A reward without a stock figure (unlimited) is not touched and never runs out.
 */
export async function takeStock(tx: Db, rewardId: string): Promise<boolean> {
  const rows = await tx.query<{ stock: number | null }>(
    `update reward set stock = stock - 1 where id = $1 and stock > 0 returning stock`,
    [rewardId],
  );
  if (rows.length > 0) return true;
  const reward = await tx.one<{ stock: number | null }>('select stock from reward where id = $1', [rewardId]);
  return reward.stock === null;
}

export async function changeStock(tx: Db, rewardId: string, delta: number): Promise<void> {
  await tx.query('update reward set stock = stock + $2, updated_at = now() where id = $1 and stock is not null', [
    rewardId,
    delta,
  ]);
}

/** Rewards with a code pool count free codes as stock too. */
export async function freeCodeCount(db: Db, rewardId: string): Promise<number> {
  const { count } = await db.one<{ count: number }>(
    'select count(*)::int as count from reward_code where reward_id = $1 and order_id is null',
    [rewardId],
  );
  return count;
}

export function takeFreeCode(tx: Db, rewardId: string): Promise<{ id: number; code: string } | undefined> {
  // skip locked: concurrent redemptions of one reward each take a different code without waiting.
  return tx.maybeOne<{ id: number; code: string }>(
    `select id, code from reward_code where reward_id = $1 and order_id is null order by id limit 1 for update skip locked`,
    [rewardId],
  );
}

export async function assignCode(tx: Db, codeId: number, orderId: string): Promise<void> {
  await tx.query('update reward_code set order_id = $2 where id = $1', [codeId, orderId]);
}

export async function liveOrderCount(tx: Db, memberId: string, rewardId: string): Promise<number> {
  const { count } = await tx.one<{ count: number }>(
    `select count(*)::int as count from reward_order
     where member_id = $1 and reward_id = $2 and origin = 'redemption' and status <> 'CANCELLED'`,
    [memberId, rewardId],
  );
  return count;
}

export async function memberDigitalRewardIds(db: Db, memberId: string): Promise<Set<string>> {
  const rows = await db.query<{ reward_id: string }>(
    `select reward_id from reward_order where member_id = $1 and reward_type = 'DIGITAL' and status <> 'CANCELLED'`,
    [memberId],
  );
  return new Set(rows.map((row) => row.reward_id));
}

export interface NewOrder {
  /** Chosen by the caller when the ledger entry must name the order before it exists. */
  id?: string;
  memberId: string;
  reward: RewardRow;
  origin: 'redemption' | 'prize';
  status: OrderStatus;
  points: number;
  paymentAmountCents: number;
  shippingChargeCents: number;
  code: string | null;
  expiresAt: Date | null;
  ledgerEntryId?: number | null;
  contestId?: string;
  spinId?: string;
}

export function insertOrder(tx: Db, order: NewOrder): Promise<OrderRow> {
  return tx.one<OrderRow>(
    `insert into reward_order (member_id, reward_id, reward_type, origin, status, points, item_name, item_description,
       item_value_cents, shipping_charge_cents, payment_amount_cents, code, expires_at, contest_id, spin_id,
       id, ledger_entry_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, coalesce($16::uuid, gen_random_uuid()), $17)
     returning *`,
    [
      order.memberId,
      order.reward.id,
      order.reward.type,
      order.origin,
      order.status,
      order.points,
      order.reward.item_name,
      order.reward.item_description,
      order.reward.redeem_price_cents,
      order.shippingChargeCents,
      order.paymentAmountCents,
      order.code,
      order.expiresAt,
      order.contestId ?? null,
      order.spinId ?? null,
      order.id ?? null,
      order.ledgerEntryId ?? null,
    ],
  );
}

export function findOrderBySpin(tx: Db, spinId: string): Promise<{ id: string } | undefined> {
  return tx.maybeOne<{ id: string }>('select id from reward_order where spin_id = $1', [spinId]);
}

/** The member's own order; another member's answers undefined, exactly like a missing one. */
export function findMemberOrder(db: Db, memberId: string, orderId: string): Promise<OrderRow | undefined> {
  return db.maybeOne<OrderRow>('select * from reward_order where id = $1 and member_id = $2', [orderId, memberId]);
}

export function lockMemberOrder(tx: Db, memberId: string, orderId: string): Promise<OrderRow | undefined> {
  return tx.maybeOne<OrderRow>('select * from reward_order where id = $1 and member_id = $2 for update', [
    orderId,
    memberId,
  ]);
}

export function lockOrderByNo(tx: Db, orderNo: string): Promise<OrderRow | undefined> {
  return tx.maybeOne<OrderRow>('select * from reward_order where order_no = $1 for update', [orderNo]);
}

export function lockOrder(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  return tx.maybeOne<OrderRow>('select * from reward_order where id = $1 for update', [orderId]);
}

export async function listMemberOrders(
  db: Db,
  memberId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const rows = await db.query<OrderRow>(
    `select * from reward_order where member_id = $1 order by created_at desc, order_no desc limit $2 offset $3`,
    [memberId, limit, offset],
  );
  const { total } = await db.one<{ total: number }>(
    'select count(*)::int as total from reward_order where member_id = $1',
    [memberId],
  );
  return { rows, total };
}

export function updateAddress(
  tx: Db,
  orderId: string,
  address: ShippingAddress,
  status: OrderStatus,
): Promise<OrderRow> {
  return tx.one<OrderRow>(
    `update reward_order set suite = $2, address = $3, city = $4, state = $5, country = $6, zip = $7, status = $8,
       updated_at = now() where id = $1 returning *`,
    [orderId, address.suite, address.address, address.city, address.state, address.country, address.zip, status],
  );
}

export function setStatus(
  tx: Db,
  orderId: string,
  fields: { status: OrderStatus; trackingNumber?: string; cancelReason?: string },
): Promise<OrderRow> {
  return tx.one<OrderRow>(
    `update reward_order set status = $2, tracking_number = coalesce($3, tracking_number),
       cancel_reason = coalesce($4, cancel_reason), updated_at = now() where id = $1 returning *`,
    [orderId, fields.status, fields.trackingNumber ?? null, fields.cancelReason ?? null],
  );
}

export function recordTransaction(
  tx: Db,
  orderId: string,
  result: { status: OrderStatus; transactionId: string | null; transactionStatus: TransactionStatus; expiresAt?: Date },
): Promise<OrderRow> {
  return tx.one<OrderRow>(
    `update reward_order set status = $2, transaction_id = $3, transaction_status = $4, transaction_date = now(),
       expires_at = coalesce($5, expires_at), updated_at = now() where id = $1 returning *`,
    [orderId, result.status, result.transactionId, result.transactionStatus, result.expiresAt ?? null],
  );
}

/** A payment's state: SENT while the gateway's answer is not recorded (decision 117). */
export type PaymentStatus = TransactionStatus | 'SENT';

export interface PaymentRow {
  status: PaymentStatus;
  transaction_id: string | null;
  created_at: Date;
}

export function findPayment(tx: Db, orderId: string, nonceHash: string): Promise<PaymentRow | undefined> {
  return tx.maybeOne<PaymentRow>(
    'select status, transaction_id, created_at from reward_payment where order_id = $1 and nonce_hash = $2',
    [orderId, nonceHash],
  );
}

export async function insertPayment(
  tx: Db,
  payment: {
    orderId: string;
    nonceHash: string;
    amountCents: number;
    status: PaymentStatus;
    transactionId: string | null;
  },
): Promise<void> {
  await tx.query(
    `insert into reward_payment (order_id, nonce_hash, amount_cents, status, transaction_id) values ($1, $2, $3, $4, $5)`,
    [payment.orderId, payment.nonceHash, payment.amountCents, payment.status, payment.transactionId],
  );
}

/** The gateway's answer to a SENT payment, or an operator's settlement of one (`settledBy`). */
export async function setPaymentResult(
  tx: Db,
  orderId: string,
  nonceHash: string | null,
  result: { status: TransactionStatus; transactionId: string | null; settledBy?: string },
): Promise<void> {
  await tx.query(
    `update reward_payment set status = $3, transaction_id = coalesce($4, transaction_id), settled_by = $5
      where order_id = $1 and (nonce_hash = $2 or ($2 is null and status in ('SENT', 'PENDING')))`,
    [orderId, nonceHash, result.status, result.transactionId, result.settledBy ?? null],
  );
}

/** Unpaid physical orders past their deadline, oldest first. */
export async function expiredOrderIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id from reward_order where status in ('AWAITING_ADDRESS', 'AWAITING_PAYMENT') and expires_at <= $1
     order by expires_at limit $2`,
    [now, limit],
  );
  return rows.map((row) => row.id);
}

export interface AuditRow {
  action: string;
  actor_type: 'member' | 'system' | 'operator';
  actor_name: string;
  detail: string;
  created_at: Date;
}

/** What was done to an order (its number) or a reward (its slug), oldest first. */
export function listAudit(db: Db, subject: string): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    'select action, actor_type, actor_name, detail, created_at from reward_audit where subject = $1 order by id',
    [subject],
  );
}

export async function audit(
  tx: Db,
  entry: {
    subject: string;
    action: string;
    actorType: 'member' | 'system' | 'operator';
    actorName: string;
    detail?: string;
  },
): Promise<void> {
  await tx.query(
    'insert into reward_audit (subject, action, actor_type, actor_name, detail) values ($1, $2, $3, $4, $5)',
    [entry.subject, entry.action, entry.actorType, entry.actorName, entry.detail ?? ''],
  );
}

export interface RewardFields {
  slug: string;
  itemId: string;
  itemName: string;
  itemDescription: string;
  image: string;
  type: RewardType;
  redeemPoints: number;
  redeemPriceCents: number;
  shippingChargeCents: number;
  vendor: string;
  userTier: number | null;
  stock: number | null;
  perMemberLimit: number | null;
  discontinuedFrom: Date | null;
  sortOrder: number;
}

/** Adds the reward (switched on unless `active` is false), or leaves an existing one with this id or slug untouched; true when added. */
export async function insertRewardIfAbsent(
  db: Db,
  campaignId: string,
  reward: RewardFields & { id?: string; active?: boolean },
): Promise<boolean> {
  const rows = await db.query(
    `insert into reward (id, campaign_id, slug, item_id, item_name, item_description, image, type, redeem_points,
       redeem_price_cents, shipping_charge_cents, vendor, user_tier, stock, per_member_limit, discontinued_from, sort_order,
       active)
     values (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
       $18)
     on conflict do nothing returning id`,
    [
      reward.id ?? null,
      campaignId,
      reward.slug,
      reward.itemId,
      reward.itemName,
      reward.itemDescription,
      reward.image,
      reward.type,
      reward.redeemPoints,
      reward.redeemPriceCents,
      reward.shippingChargeCents,
      reward.vendor,
      reward.userTier,
      reward.stock,
      reward.perMemberLimit,
      reward.discontinuedFrom,
      reward.sortOrder,
      reward.active ?? true,
    ],
  );
  return rows.length > 0;
}

const EDITABLE: Record<string, string> = {
  itemName: 'item_name',
  itemDescription: 'item_description',
  image: 'image',
  redeemPoints: 'redeem_points',
  redeemPriceCents: 'redeem_price_cents',
  shippingChargeCents: 'shipping_charge_cents',
  vendor: 'vendor',
  userTier: 'user_tier',
  stock: 'stock',
  perMemberLimit: 'per_member_limit',
  discontinuedFrom: 'discontinued_from',
  active: 'active',
};

/** An edit's fields whose value differs from the reward's, each with the value it replaces. */
export function changedFields(
  row: RewardRow,
  changes: Partial<RewardFields & { active: boolean }>,
): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(changes)) {
    const from = row[EDITABLE[key] as keyof RewardRow];
    // JSON compares a date with a date, and a null with a null, as the audit will record them.
    if (key in EDITABLE && to !== undefined && JSON.stringify(from) !== JSON.stringify(to)) changed[key] = { from, to };
  }
  return changed;
}

/** Changes the given fields of a reward (under its row lock, like a redemption). */
export async function updateReward(
  tx: Db,
  rewardId: string,
  changes: Partial<RewardFields & { active: boolean }>,
): Promise<void> {
  const entries = Object.entries(changes).filter(([key, value]) => key in EDITABLE && value !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([key], i) => `${EDITABLE[key]} = $${i + 2}`).join(', ');
  await tx.query(`update reward set ${sets}, updated_at = now() where id = $1`, [
    rewardId,
    ...entries.map(([, value]) => value),
  ]);
}

/**
 * Serialises code imports until the transaction ends (a transaction-level advisory lock), so two imports
 * of one code into two rewards cannot both pass the check of codesOfOtherRewards.
 */
export async function lockCodeImports(tx: Db): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('reward-code-import', 0))`);
}

/** Up to five of these codes that another reward's pool holds already, each with that reward's slug. */
export function codesOfOtherRewards(tx: Db, rewardId: string, codes: readonly string[]) {
  return tx.query<{ code: string; slug: string }>(
    `select c.code, r.slug from reward_code c join reward r on r.id = c.reward_id
      where c.code = any($2::text[]) and c.reward_id <> $1 order by c.id limit 5`,
    [rewardId, codes],
  );
}

/** Adds codes to a reward's pool, skipping codes it already has; returns how many were new. */
export async function insertCodes(tx: Db, rewardId: string, codes: readonly string[]): Promise<number> {
  let added = 0;
  for (const code of codes) {
    const rows = await tx.query(
      'insert into reward_code (reward_id, code) values ($1, $2) on conflict do nothing returning id',
      [rewardId, code],
    );
    added += rows.length;
  }
  return added;
}
