import { apiCall } from '@portal/shared';
import type { Envelope, ReceiptPage, ReceiptPreValidation, ReceiptUploadType, ReceiptUploaded } from '@portal/kit';

export const PRE_VALIDATION_PATH = '/s1/user/pre-validation';
export const RECEIPT_UPLOAD_PATH = '/s1/receipt/upload';
export const USER_RECEIPTS_PATH = '/s1/userReceipts';
/** Receipts fetch limit (docs/product/limits.md). */
export const RECEIPT_FETCH_LIMIT = 5000;

export const preValidate = (): Promise<Envelope<ReceiptPreValidation>> =>
  apiCall<ReceiptPreValidation>({
    method: 'POST',
    url: PRE_VALIDATION_PATH,
    params: { type: 'CHECK_REWARD_CLAIMED' },
  });

export interface ReceiptUploadForm {
  type: ReceiptUploadType;
  image: File;
  token: string;
  captchaVal?: string;
}

/** The multipart upload; `onProgress` gets 0-100 as the bytes leave. */
export function uploadReceipt(form: ReceiptUploadForm, onProgress: (percent: number) => void) {
  const data = new FormData();
  data.append('type', form.type);
  data.append('token', form.token);
  if (form.captchaVal) data.append('captchaVal', form.captchaVal);
  data.append('image', form.image, form.image.name);
  return apiCall<ReceiptUploaded>({
    method: 'POST',
    url: RECEIPT_UPLOAD_PATH,
    data,
    timeout: 120_000,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
}

export const fetchReceipts = (): Promise<Envelope<ReceiptPage>> =>
  apiCall<ReceiptPage>({ method: 'GET', url: USER_RECEIPTS_PATH, params: { page: 0, limit: RECEIPT_FETCH_LIMIT } });
