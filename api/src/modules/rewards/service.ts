import type {
  CheckoutResult,
  HomeRewardItem,
  NewItem,
  PaymentToken,
  RedemptionHistoryPage,
  Reward,
  RewardOrder,
  RewardPage,
  ShippingAddress,
} from '@portal/kit/contracts';
import { SHIPPING_FIELDS, checkShippingField } from '@portal/kit/validation/rules';
import type { Db } from '../../db/db';
import type { MemberClaims } from '../../http/authenticate';
import { withoutControls } from '../../platform/plain-text';
import { DomainError, type FieldProblem } from '../../platform/domain-error';
import type { Language } from '../../platform/messages';
import type { CampaignService } from '../campaign';
import { checkout } from './checkout';
import { DOWNLOAD_LINK_TTL_SECONDS, signDownload, verifyDownload } from './download-links';
import { orderIn, pictureOf, rewardTextOf, toHistoryItem, toOrder, toReward } from './mapping';
import type { PaymentGateway } from './payment-gateway';
import { createPrizeOrders } from './prize-orders';
import { redeem } from './redemption';
import {
  type RewardRow,
  audit,
  findMemberOrder,
  findReward,
  findRewardTexts,
  listRewardsCreatedSince,
  listMemberOrders,
  listRewards,
  lockMemberOrder,
  memberDigitalRewardIds,
  updateAddress,
} from './repository';
import type { RewardsSettings } from './settings';
import { VOUCHER_FILENAME, renderVoucher } from './voucher';

export type RewardsService = ReturnType<typeof createRewardsService>;

export interface RewardsDeps {
  db: Db;
  campaign: CampaignService;
  gateway: PaymentGateway;
  settings: Pick<RewardsSettings, 'paymentTimeoutMinutes'>;
  /** Signs download links (the API's JWT secret, under its own label). */
  secret: string;
}

/** Where the portal fetches a download link's file (a member-only call, see routes.ts). */
export const DOWNLOAD_FILE_PATH = '/api/s2/rewards/order/file/';

const orderNotFound = () => new DomainError('order.notFound', 404);

/**
 * The address as it will be kept, every field checked: trimmed and without control characters, which
 * would otherwise reach the shipping label and the operator's terminal.
 */
function cleanAddress(address: ShippingAddress): ShippingAddress {
  const cleaned = Object.fromEntries(
    SHIPPING_FIELDS.map((field) => [field, withoutControls(address[field]).trim()]),
  ) as unknown as ShippingAddress;
  const errors: FieldProblem[] = [];
  for (const field of SHIPPING_FIELDS) {
    const error = checkShippingField(field, cleaned[field]);
    if (error) errors.push({ field, code: `validation.${error.key}`, values: error.values ?? {} });
  }
  if (errors.length) throw new DomainError('order.invalidAddress', 400, { errors });
  return cleaned;
}

const inStock = (row: RewardRow & { free_codes: number }) =>
  (row.stock === null || row.stock > 0) && (row.type !== 'DIGITAL' || row.free_codes > 0);

export function createRewardsService({ db, campaign, gateway, settings, secret }: RewardsDeps) {
  const describe = async (
    memberId: string,
    rows: (RewardRow & { free_codes: number })[],
    language: Language,
  ): Promise<Reward[]> => {
    const held = await memberDigitalRewardIds(db, memberId);
    return rows.map((row) => toReward(row, { inStock: inStock(row), alreadyRedeemed: held.has(row.id) }, language));
  };

  /** Orders with their items named in `language` (mapping.ts, orderIn). */
  const ordersIn = async (orders: RewardOrder[], language: Language): Promise<RewardOrder[]> => {
    if (language === 'en') return orders;
    const rows = await findRewardTexts(db, [...new Set(orders.map((order) => order.rewardId))]);
    const texts = new Map(rows.map((row) => [row.id, row.texts]));
    return orders.map((order) => orderIn(order, texts.get(order.rewardId), language));
  };
  const orderInLanguage = async (order: RewardOrder, language: Language) => (await ordersIn([order], language))[0]!;

  return {
    prizeOrders: createPrizeOrders(),

    async list(
      memberId: string,
      { page, limit }: { page: number; limit: number },
      language: Language,
    ): Promise<RewardPage> {
      const { rows, total } = await listRewards(db, await campaign.currentId(), { limit, offset: page * limit });
      return { content: await describe(memberId, rows, language), metaData: { totalRecs: total } };
    },

    /** The first rewards of the catalogue, in its order, as the home page lists them (docs/product/home.md). */
    async homeItems(limit: number, language: Language): Promise<HomeRewardItem[]> {
      const { rows } = await listRewards(db, await campaign.currentId(), { limit, offset: 0 });
      return rows.map((row) => ({
        id: row.id,
        ...rewardTextOf(row, language),
        image: pictureOf(row),
        redeemPoints: row.redeem_points,
      }));
    },

    /** Rewards on offer created after `since` (all when null), newest first, named in `language`. */
    async createdSince(since: Date | null, language: Language): Promise<NewItem[]> {
      const rows = await listRewardsCreatedSince(db, await campaign.currentId(), since);
      return rows.map((row) => ({
        id: row.id,
        title: rewardTextOf(row, language).itemName,
        createdAt: row.created_at.toISOString(),
      }));
    },

    /**
     * The points history's names of redemptions: each reward's translation in `language`, by id.
     * Without one, the entry's own English name stands, as an order keeps its copy.
     */
    async names(ids: string[], language: Language): Promise<Map<string, string>> {
      if (language === 'en') return new Map();
      const rows = await findRewardTexts(db, ids);
      return new Map(rows.flatMap((row) => (row.texts.name?.[language] ? [[row.id, row.texts.name[language]]] : [])));
    },

    async get(memberId: string, id: string, language: Language): Promise<Reward> {
      const row = await findReward(db, await campaign.currentId(), id);
      if (!row || !row.active) throw new DomainError('reward.notFound', 404);
      const [reward] = await describe(memberId, [row], language);
      return reward!;
    },

    async redeem(member: MemberClaims, rewardId: string, language: Language): Promise<RewardOrder> {
      const reward = await findReward(db, await campaign.currentId(), rewardId);
      if (!reward) throw new DomainError('reward.notFound', 404);
      return orderInLanguage(toOrder(await redeem(db, member, rewardId, settings)), language);
    },

    async setAddress(
      memberId: string,
      orderId: string,
      address: ShippingAddress,
      language: Language,
    ): Promise<RewardOrder> {
      const cleaned = cleanAddress(address);
      const order = await db.transaction(async (tx) => {
        const order = await lockMemberOrder(tx, memberId, orderId);
        if (!order) throw orderNotFound();
        if (order.reward_type !== 'PHYSICAL' || !['AWAITING_ADDRESS', 'AWAITING_PAYMENT'].includes(order.status)) {
          throw new DomainError('order.addressLocked', 409);
        }
        const next = order.payment_amount_cents > 0 ? 'AWAITING_PAYMENT' : 'CONFIRMED';
        const updated = await updateAddress(tx, order.id, cleaned, next);
        await audit(tx, { subject: order.order_no, action: 'address', actorType: 'member', actorName: memberId });
        return toOrder(updated);
      });
      return orderInLanguage(order, language);
    },

    async paymentToken(): Promise<PaymentToken> {
      try {
        return { token: await gateway.clientToken(), sandbox: gateway.sandbox };
      } catch (cause) {
        throw new DomainError('payment.tokenFailed', 502, { cause });
      }
    },

    async checkout(memberId: string, orderId: string, nonce: string, language: Language): Promise<CheckoutResult> {
      const result = await checkout(db, gateway, { memberId, orderId, nonce });
      return { ...result, order: await orderInLanguage(result.order, language) };
    },

    async history(
      memberId: string,
      { page, limit }: { page: number; limit: number },
      language: Language,
    ): Promise<RedemptionHistoryPage> {
      const { rows, total } = await listMemberOrders(db, memberId, { limit, offset: page * limit });
      const orders = await ordersIn(rows.map(toOrder), language);
      return { content: orders.map((order) => toHistoryItem(order, language)), metaData: { totalRecs: total } };
    },

    /** A signed link to the order's file, valid for its member only and for DOWNLOAD_LINK_TTL_SECONDS. */
    async downloadLink(memberId: string, orderId: string, filename: string, now = new Date()): Promise<string> {
      const order = await findMemberOrder(db, memberId, orderId);
      if (!order || toOrder(order).downloadFilename !== filename) throw orderNotFound();
      const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
      return DOWNLOAD_FILE_PATH + signDownload(secret, { orderId, memberId, filename, expires });
    },

    async download(
      memberId: string,
      token: string,
      language: Language,
      now = new Date(),
    ): Promise<{ filename: string; body: Uint8Array }> {
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const check = verifyDownload(secret, token, { memberId, filename: VOUCHER_FILENAME, nowSeconds });
      if (!check.ok && check.reason === 'expired') throw new DomainError('download.expired', 410);
      // A link opened by another member fails its signature: it answers like a link that never existed.
      if (!check.ok) throw new DomainError('download.invalid', 404);
      const order = await findMemberOrder(db, memberId, check.orderId);
      if (!order || order.status === 'CANCELLED') throw new DomainError('download.invalid', 404);
      const [item] = (await orderInLanguage(toOrder(order), language)).items;
      const body = await renderVoucher(
        {
          orderNo: order.order_no,
          itemName: item?.itemName ?? order.item_name,
          itemDescription: item?.itemDescription ?? order.item_description,
          code: order.code,
          issuedAt: order.created_at,
        },
        language,
      );
      return { filename: VOUCHER_FILENAME, body };
    },
  };
}
