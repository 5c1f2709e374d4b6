import type { FieldError } from '@portal/kit';

/** Each yellow-sticker page input takes at most 100 characters (docs/product/limits.md). */
export const YELLOW_CODE_MAX = 100;

export interface YellowCodes {
  yellowSticker: string;
  podPack: string;
  leapDevice: string;
}

/** The codes sent: trimmed, empty ones dropped. */
export const codesToSend = (values: YellowCodes): string[] =>
  [values.yellowSticker, values.podPack, values.leapDevice].map((code) => code.trim()).filter((code) => code !== '');

/** At least one code ("Enter at least one code"). */
export const checkCodes = (values: YellowCodes): FieldError | null =>
  codesToSend(values).length > 0 ? null : { key: 'atLeastOneCode' };
