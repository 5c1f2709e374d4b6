import type { RedemptionHistoryItem, Reward, RewardOrder } from '@portal/kit/contracts';
import { type Language, translate } from '../../platform/messages';
import type { OrderRow, RewardRow } from './repository';
import { imageOf } from './reward-images';
import { type RewardTexts, rewardText } from './texts';
import { VOUCHER_FILENAME } from './voucher';

export const toAmount = (cents: number): number => cents / 100;
export const toGatewayAmount = (cents: number): string => (cents / 100).toFixed(2);

/** A reward's name and description in `language`. */
export const rewardTextOf = (row: Pick<RewardRow, 'item_name' | 'item_description' | 'texts'>, language: Language) =>
  rewardText({ itemName: row.item_name, itemDescription: row.item_description }, row.texts, language);

/** A reward's picture: its own, else its type's, so no tile is left blank. */
export const pictureOf = (row: Pick<RewardRow, 'image' | 'type'>): string => row.image || imageOf(row.type);

export function toReward(
  row: RewardRow,
  context: { inStock: boolean; alreadyRedeemed: boolean },
  language: Language,
): Reward {
  return {
    id: row.id,
    itemId: row.item_id,
    ...rewardTextOf(row, language),
    image: pictureOf(row),
    type: row.type,
    redeemPoints: row.redeem_points,
    redeemPrice: toAmount(row.redeem_price_cents),
    shippingCharge: toAmount(row.shipping_charge_cents),
    vendor: row.vendor,
    userTier: row.user_tier,
    inStock: context.inStock,
    discontinuedFrom: row.discontinued_from?.toISOString() ?? null,
    alreadyRedeemed: context.alreadyRedeemed,
  };
}

function shippingAddress(row: OrderRow): RewardOrder['shippingAddress'] {
  if (row.address === null) return null;
  return {
    suite: row.suite ?? '',
    address: row.address,
    city: row.city ?? '',
    state: row.state ?? '',
    country: row.country ?? '',
    zip: row.zip ?? '',
  };
}

export function toOrder(row: OrderRow): RewardOrder {
  return {
    id: row.id,
    orderNo: row.order_no,
    orderDate: row.created_at.toISOString(),
    status: row.status,
    rewardId: row.reward_id,
    rewardType: row.reward_type,
    points: row.points,
    items: [
      {
        itemName: row.item_name,
        quantity: 1,
        itemValue: toAmount(row.item_value_cents),
        itemDescription: row.item_description,
      },
    ],
    currency: row.currency,
    shippingCharge: toAmount(row.shipping_charge_cents),
    paymentAmount: toAmount(row.payment_amount_cents),
    shippingAddress: shippingAddress(row),
    transactionId: row.transaction_id,
    transactionDate: row.transaction_date?.toISOString() ?? null,
    transactionStatus: row.transaction_status,
    code: row.code,
    downloadFilename: row.reward_type === 'DIGITAL' && row.status !== 'CANCELLED' ? VOUCHER_FILENAME : null,
    trackingNumber: row.tracking_number,
    expiresAt:
      row.status === 'AWAITING_ADDRESS' || row.status === 'AWAITING_PAYMENT'
        ? (row.expires_at?.toISOString() ?? null)
        : null,
  };
}

/**
 * The order with its item named in `language`: the reward's translation where it has one, else the
 * order's own copy of the English text (what the member redeemed, whatever the catalogue says now).
 */
export function orderIn(order: RewardOrder, texts: RewardTexts | undefined, language: Language): RewardOrder {
  if (!texts) return order;
  const items = order.items.map((item) => ({ ...item, ...rewardText(item, texts, language) }));
  return { ...order, items };
}

/**
 * A redemption history entry (docs/product/rewards.md, My rewards): the order with its summary fields,
 * its number named in `language`.
 */
export function toHistoryItem(order: RewardOrder, language: Language): RedemptionHistoryItem {
  const [item] = order.items;
  return {
    name: item?.itemName ?? '',
    description: item?.itemDescription ?? '',
    description2: translate('order.number', language, { orderNo: order.orderNo }),
    points: order.points,
    date: order.orderDate,
    eventId: order.id,
    order,
  };
}
