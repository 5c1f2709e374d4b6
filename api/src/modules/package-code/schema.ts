import { type Static, Type } from '@sinclair/typebox';
import type {
  EligibleProductPage,
  LookupRequest,
  LookupResult,
  PackageCodeResult,
  PackageCodeSubmission,
  YellowStickerResult,
  YellowStickerSubmission,
} from '@portal/kit/contracts';
import { PRODUCT_CODE_MAX_INPUT } from '@portal/kit/validation/rules';
import type { Assert, Same } from '../../http/contract-check';

/** JSON schemas of the code and product calls; the assertions at the end keep them equal to the contract. */

/** At most this many codes in one request: never more than a day's allowance (docs/product/limits.md). */
export const MAX_CODES_PER_REQUEST = 15;
/** Yellow-sticker inputs (docs/product/limits.md, Yellow sticker code input). */
const YELLOW_CODE_MAX = 100;
const CAPTCHA_MAX = 4096;
/** Receipts and products fetch limit (docs/product/limits.md). */
export const PRODUCT_FETCH_LIMIT = 5000;

export const LookupRequestSchema = Type.Object(
  { lookups: Type.Array(Type.Literal('PRODUCT_FLOVER'), { minItems: 1, maxItems: 1 }) },
  { additionalProperties: false },
);

export const LookupResultSchema = Type.Object(
  {
    PRODUCT_FLOVER: Type.Array(
      Type.Object({
        numberOfDigit: Type.Integer(),
        flover: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
      }),
    ),
  },
  { title: 'LookupResult' },
);

export const PackageCodeSubmissionSchema = Type.Object(
  {
    packageCodes: Type.Array(
      Type.Object(
        {
          code: Type.String({ maxLength: PRODUCT_CODE_MAX_INPUT }),
          flavor: Type.Optional(Type.String({ maxLength: 100 })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_CODES_PER_REQUEST },
    ),
    captchaVal: Type.Optional(Type.String({ maxLength: CAPTCHA_MAX })),
  },
  { additionalProperties: false },
);

export const PackageCodeResultsSchema = Type.Array(
  Type.Object({
    code: Type.String(),
    isValid: Type.Boolean(),
    points: Type.Integer(),
    message: Type.String(),
    statusCode: Type.Integer(),
  }),
  { title: 'PackageCodeResults' },
);

export const YellowStickerSubmissionSchema = Type.Object(
  {
    packageCodes: Type.Array(Type.String({ maxLength: YELLOW_CODE_MAX }), { minItems: 1, maxItems: 3 }),
    captchaVal: Type.Optional(Type.String({ maxLength: CAPTCHA_MAX })),
  },
  { additionalProperties: false },
);

export const YellowStickerResultSchema = Type.Object(
  { points: Type.Integer(), pointBalance: Type.Integer(), message: Type.String() },
  { title: 'YellowStickerResult' },
);

export const ProductQuerySchema = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: PRODUCT_FETCH_LIMIT, default: PRODUCT_FETCH_LIMIT }),
});

export const EligibleProductPageSchema = Type.Object(
  {
    content: Type.Array(
      Type.Object({
        id: Type.String(),
        productName: Type.String(),
        validationType: Type.String(),
        productType: Type.String(),
        UPC: Type.String(),
      }),
    ),
    metaData: Type.Object({ totalRecs: Type.Integer() }),
  },
  { title: 'EligibleProductPage' },
);

// Compile-time proof that the wire schemas and the shared contract agree, both ways.
export type ContractChecks = [
  Assert<Same<Static<typeof LookupRequestSchema>, LookupRequest>>,
  Assert<Same<Static<typeof LookupResultSchema>, LookupResult>>,
  Assert<Same<Static<typeof PackageCodeSubmissionSchema>, PackageCodeSubmission>>,
  Assert<Same<Static<typeof PackageCodeResultsSchema>, PackageCodeResult[]>>,
  Assert<Same<Static<typeof YellowStickerSubmissionSchema>, YellowStickerSubmission>>,
  Assert<Same<Static<typeof YellowStickerResultSchema>, YellowStickerResult>>,
  Assert<Same<Static<typeof EligibleProductPageSchema>, EligibleProductPage>>,
];
