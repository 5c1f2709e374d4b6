import type { RedemptionHistoryItem, Reward, RewardOrder } from '@portal/kit/contracts';
import type { OrderRow, RewardRow } from './repository';
import { VOUCHER_FILENAME } from './voucher';

export const toAmount = (cents: number): number => cents / 100;
export const toGatewayAmount = (cents: number): string => (cents / 100).toFixed(2);

export function toReward(row: RewardRow, context: { inStock: boolean; alreadyRedeemed: boolean }): Reward {
  return {
    id: row.id,
    itemId: row.item_id,
    itemName: row.item_name,
    itemDescription: row.item_description,
    image: row.image,
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

/** A redemption history entry (docs/product/rewards.md, My rewards): the order with its summary fields. */
export function toHistoryItem(row: OrderRow): RedemptionHistoryItem {
  return {
    name: row.item_name,
    description: row.item_description,
    description2: `Order ${row.order_no}`,
    points: row.points,
    date: row.created_at.toISOString(),
    eventId: row.id,
    order: toOrder(row),
  };
}
