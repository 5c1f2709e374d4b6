/** Payloads of the rewards calls (docs/product/rewards.md, Calls). Amounts are in the order's currency. */

export type RewardType = 'PHYSICAL' | 'DIGITAL' | 'VVS';

export interface Reward {
  id: string;
  itemId: string;
  itemName: string;
  itemDescription: string;
  image: string;
  type: RewardType;
  redeemPoints: number;
  redeemPrice: number;
  shippingCharge: number;
  vendor: string;
  /** The lowest tier that may redeem it (the VIP item: above 3); null for every tier. */
  userTier: number | null;
  inStock: boolean;
  /** From this instant the catalogue shows the discontinued notice (digital rewards). */
  discontinuedFrom: string | null;
  /** The caller already holds a live order of this digital reward. */
  alreadyRedeemed: boolean;
}

export interface RewardPage {
  content: Reward[];
  metaData: { totalRecs: number };
}

export interface RewardListQuery {
  page?: number;
  limit?: number;
}

export interface ShippingAddress {
  suite: string;
  address: string;
  city: string;
  state: string;
  country: string;
  zip: string;
}

export type TransactionStatus = 'SUCCESS' | 'PENDING' | 'FAILED';

export type OrderStatus =
  'AWAITING_ADDRESS' | 'AWAITING_PAYMENT' | 'PAYMENT_PENDING' | 'CONFIRMED' | 'SHIPPED' | 'COMPLETED' | 'CANCELLED';

export interface RewardOrderItem {
  itemName: string;
  quantity: number;
  itemValue: number;
  itemDescription: string;
}

export interface RewardOrder {
  id: string;
  orderNo: string;
  orderDate: string;
  status: OrderStatus;
  rewardId: string;
  rewardType: RewardType;
  points: number;
  items: RewardOrderItem[];
  currency: string;
  shippingCharge: number;
  paymentAmount: number;
  shippingAddress: ShippingAddress | null;
  transactionId: string | null;
  transactionDate: string | null;
  transactionStatus: TransactionStatus | null;
  /** The digital code handed to the member. */
  code: string | null;
  /** The file name of the order's download (digital rewards), for /download/activity-sheet/{id}/{filename}. */
  downloadFilename: string | null;
  trackingNumber: string | null;
  /** An unpaid physical order is cancelled, and its points returned, at this instant. */
  expiresAt: string | null;
}

export interface PaymentToken {
  token: string;
  /** The local sandbox gateway: the browser shows its test card form instead of Braintree's drop-in. */
  sandbox: boolean;
}

export interface CheckoutRequest {
  paymentMethodNonce: string;
}

export interface CheckoutResult {
  transactionId: string | null;
  transactionDate: string;
  transactionStatus: TransactionStatus;
  order: RewardOrder;
}

export interface RedemptionHistoryItem {
  name: string;
  description: string;
  description2: string;
  points: number;
  date: string;
  eventId: string;
  order: RewardOrder;
}

export interface RedemptionHistoryPage {
  content: RedemptionHistoryItem[];
  metaData: { totalRecs: number };
}
