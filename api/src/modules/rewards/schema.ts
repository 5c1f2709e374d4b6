import { type Static, Type } from '@sinclair/typebox';
import type {
  CheckoutRequest,
  CheckoutResult,
  PaymentToken,
  RedemptionHistoryItem,
  RedemptionHistoryPage,
  Reward,
  RewardOrder,
  RewardPage,
  ShippingAddress,
} from '@portal/kit/contracts';
import type { Assert, Same } from '../../http/contract-check';
import { PageNumber } from '../../http/paging';

/** JSON schemas of the rewards calls; the assertions at the end keep them equal to the contract. */

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const RewardTypeSchema = Type.Union([Type.Literal('PHYSICAL'), Type.Literal('DIGITAL'), Type.Literal('VVS')]);
const TransactionStatusSchema = Type.Union([Type.Literal('SUCCESS'), Type.Literal('PENDING'), Type.Literal('FAILED')]);

export const RewardSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    itemId: Type.String(),
    itemName: Type.String(),
    itemDescription: Type.String(),
    image: Type.String(),
    type: RewardTypeSchema,
    redeemPoints: Type.Integer(),
    redeemPrice: Type.Number(),
    shippingCharge: Type.Number(),
    vendor: Type.String(),
    userTier: Type.Union([Type.Integer(), Type.Null()]),
    inStock: Type.Boolean(),
    discontinuedFrom: Nullable(Type.String({ format: 'date-time' })),
    alreadyRedeemed: Type.Boolean(),
  },
  { title: 'Reward' },
);

export const RewardPageSchema = Type.Object({
  content: Type.Array(RewardSchema),
  metaData: Type.Object({ totalRecs: Type.Integer() }),
});

/** Catalogue paging: zero-based page, 8 a page by default (docs/product/limits.md, Reward catalogue page size). */
export const RewardListQuerySchema = Type.Object({
  page: Type.Optional(PageNumber(0)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 8 })),
});

/** The history is fetched whole, up to 5000 (docs/product/limits.md, Redemptions page size). */
export const HistoryQuerySchema = Type.Object({
  page: Type.Optional(PageNumber(0)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000, default: 5000 })),
});

export const OrderIdParamsSchema = Type.Object({ orderId: Type.String({ format: 'uuid' }) });
export const DownloadParamsSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  filename: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._-]+$' }),
});
export const FileParamsSchema = Type.Object({ token: Type.String({ minLength: 10, maxLength: 1000 }) });

// Lengths are checked by the shared rules (answered as "Error: Invalid {field}!"); the schema only bounds the size.
const AddressText = Type.String({ maxLength: 200 });
export const ShippingAddressSchema = Type.Object(
  {
    suite: AddressText,
    address: AddressText,
    city: AddressText,
    state: AddressText,
    country: AddressText,
    zip: AddressText,
  },
  { title: 'Shipping address' },
);

const OrderItemSchema = Type.Object({
  itemName: Type.String(),
  quantity: Type.Integer(),
  itemValue: Type.Number(),
  itemDescription: Type.String(),
});

export const RewardOrderSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    orderNo: Type.String(),
    orderDate: Type.String({ format: 'date-time' }),
    status: Type.Union(
      (
        [
          'AWAITING_ADDRESS',
          'AWAITING_PAYMENT',
          'PAYMENT_PENDING',
          'CONFIRMED',
          'SHIPPED',
          'COMPLETED',
          'CANCELLED',
        ] as const
      ).map((status) => Type.Literal(status)),
    ),
    rewardId: Type.String({ format: 'uuid' }),
    rewardType: RewardTypeSchema,
    points: Type.Integer(),
    items: Type.Array(OrderItemSchema),
    currency: Type.String(),
    shippingCharge: Type.Number(),
    paymentAmount: Type.Number(),
    shippingAddress: Type.Union([ShippingAddressSchema, Type.Null()]),
    transactionId: Nullable(Type.String()),
    transactionDate: Nullable(Type.String({ format: 'date-time' })),
    transactionStatus: Type.Union([TransactionStatusSchema, Type.Null()]),
    code: Nullable(Type.String()),
    downloadFilename: Nullable(Type.String()),
    trackingNumber: Nullable(Type.String()),
    expiresAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { title: 'Reward order' },
);

export const PaymentTokenSchema = Type.Object({ token: Type.String(), sandbox: Type.Boolean() });

/** The nonce stands for the card; its size is bounded so nothing else can ride in it. */
export const CheckoutRequestSchema = Type.Object({ paymentMethodNonce: Type.String({ maxLength: 2000 }) });

export const CheckoutResultSchema = Type.Object({
  transactionId: Nullable(Type.String()),
  transactionDate: Type.String({ format: 'date-time' }),
  transactionStatus: TransactionStatusSchema,
  order: RewardOrderSchema,
});

const HistoryItemSchema = Type.Object({
  name: Type.String(),
  description: Type.String(),
  description2: Type.String(),
  points: Type.Integer(),
  date: Type.String({ format: 'date-time' }),
  eventId: Type.String(),
  order: RewardOrderSchema,
});

export const HistoryPageSchema = Type.Object({
  content: Type.Array(HistoryItemSchema),
  metaData: Type.Object({ totalRecs: Type.Integer() }),
});

export const DownloadLinkSchema = Type.String();

export type ContractChecks = [
  Assert<Same<Static<typeof RewardSchema>, Reward>>,
  Assert<Same<Static<typeof RewardPageSchema>, RewardPage>>,
  Assert<Same<Static<typeof ShippingAddressSchema>, ShippingAddress>>,
  Assert<Same<Static<typeof RewardOrderSchema>, RewardOrder>>,
  Assert<Same<Static<typeof PaymentTokenSchema>, PaymentToken>>,
  Assert<Same<Static<typeof CheckoutRequestSchema>, CheckoutRequest>>,
  Assert<Same<Static<typeof CheckoutResultSchema>, CheckoutResult>>,
  Assert<Same<Static<typeof HistoryItemSchema>, RedemptionHistoryItem>>,
  Assert<Same<Static<typeof HistoryPageSchema>, RedemptionHistoryPage>>,
];
