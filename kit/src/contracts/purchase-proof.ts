/** Purchase proof calls (docs/product/purchase-proof.md): codes, receipts, eligible products. */

/** POST /s1/lookup `{ lookups: ['PRODUCT_FLOVER'] }`. The product's spellings are the wire format. */
export interface LookupRequest {
  lookups: 'PRODUCT_FLOVER'[];
}

export interface ProductFlavor {
  id: string;
  name: string;
}

/** The flavours of the codes with `numberOfDigit` digits. */
export interface ProductFlavorLookup {
  numberOfDigit: number;
  flover: ProductFlavor[];
}

export interface LookupResult {
  PRODUCT_FLOVER: ProductFlavorLookup[];
}

/** One code a member enters; `flavor` is the flavour's name when the code's length has flavours. */
export interface PackageCodeEntry {
  code: string;
  flavor?: string;
}

/** POST /s1/package/validatecode. */
export interface PackageCodeSubmission {
  packageCodes: PackageCodeEntry[];
  captchaVal?: string;
}

/**
 * The outcome of one code. statusCode: 200 credited, 400 malformed or flavour missing, 404 wrong
 * code, 409 already redeemed, 429 the member's daily limit.
 */
export interface PackageCodeResult {
  code: string;
  isValid: boolean;
  points: number;
  message: string;
  statusCode: number;
}

/** POST /s1/package/yellow-sticker: the yellow sticker, pod pack and leap device codes of one set. */
export interface YellowStickerSubmission {
  packageCodes: string[];
  captchaVal?: string;
}

export interface YellowStickerResult {
  points: number;
  pointBalance: number;
  message: string;
}

/** POST /s1/user/pre-validation?type=CHECK_REWARD_CLAIMED. */
export interface ReceiptPreValidation {
  valid: boolean;
  /** Single-use, short-lived; sent with the upload. Absent when not valid. */
  token?: string;
}

/** `type` of the upload form: one chosen file, or one PDF the browser merged from several images. */
export type ReceiptUploadType = 'single' | 'multiple';

export type ReceiptStatus = 'pending' | 'approved' | 'rejected';

export interface Receipt {
  id: string;
  /** ISO 8601 upload time. */
  date: string;
  status: ReceiptStatus;
  /** The points credited on approval; null otherwise. */
  points: number | null;
  /** Why it was rejected; null otherwise. */
  reason: string | null;
}

export interface ReceiptPage {
  content: Receipt[];
  metaData: { totalRecs: number };
}

export interface ReceiptUploaded {
  id: string;
  status: ReceiptStatus;
  message: string;
}

/** GET /s1/product?limit=5000: the eligible products. */
export interface EligibleProduct {
  id: string;
  productName: string;
  validationType: string;
  productType: string;
  UPC: string;
}

export interface EligibleProductPage {
  content: EligibleProduct[];
  metaData: { totalRecs: number };
}
