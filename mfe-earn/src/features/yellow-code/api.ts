import { apiCall } from '@portal/shared';
import type { Envelope, YellowStickerResult, YellowStickerSubmission } from '@portal/kit';

/** The yellow-pincode submit; the product leaves the path open, we named it (api/README.md). */
export const YELLOW_STICKER_PATH = '/s1/package/yellow-sticker';

export const submitYellowCodes = (submission: YellowStickerSubmission): Promise<Envelope<YellowStickerResult>> =>
  apiCall<YellowStickerResult>({ method: 'POST', url: YELLOW_STICKER_PATH, data: submission });
