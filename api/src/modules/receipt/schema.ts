import { type Static, Type } from '@sinclair/typebox';
import type { ReceiptPage, ReceiptPreValidation, ReceiptUploaded } from '@portal/kit/contracts';
import type { Assert, Same } from '../../http/contract-check';
import { PageNumber } from '../../http/paging';

/** JSON schemas of the receipt calls; the assertions at the end keep them equal to the contract. */

/** Receipts fetch limit (docs/product/limits.md, Receipts and products fetch limit). */
export const RECEIPT_FETCH_LIMIT = 5000;

const StatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

export const PreValidationQuerySchema = Type.Object({ type: Type.Literal('CHECK_REWARD_CLAIMED') });

export const PreValidationSchema = Type.Object(
  { valid: Type.Boolean(), token: Type.Optional(Type.String()) },
  { title: 'ReceiptPreValidation' },
);

export const ReceiptUploadedSchema = Type.Object(
  { id: Type.String({ format: 'uuid' }), status: StatusSchema, message: Type.String() },
  { title: 'ReceiptUploaded' },
);

export const ReceiptListQuerySchema = Type.Object({
  page: PageNumber(0),
  limit: Type.Integer({ minimum: 1, maximum: RECEIPT_FETCH_LIMIT, default: RECEIPT_FETCH_LIMIT }),
});

export const ReceiptPageSchema = Type.Object(
  {
    content: Type.Array(
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        date: Type.String({ format: 'date-time' }),
        status: StatusSchema,
        points: Type.Union([Type.Integer(), Type.Null()]),
        reason: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
    metaData: Type.Object({ totalRecs: Type.Integer() }),
  },
  { title: 'ReceiptPage' },
);

// Compile-time proof that the wire schemas and the shared contract agree, both ways.
export type ContractChecks = [
  Assert<Same<Static<typeof PreValidationSchema>, ReceiptPreValidation>>,
  Assert<Same<Static<typeof ReceiptUploadedSchema>, ReceiptUploaded>>,
  Assert<Same<Static<typeof ReceiptPageSchema>, ReceiptPage>>,
];
