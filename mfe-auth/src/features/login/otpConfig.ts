/** OTP length 6 unless configured as a number; wait 120 s configured, 30 s default (docs/product/limits.md). */
export function otpLength(value: number | string | undefined): number {
  const length = Number(value);
  return Number.isInteger(length) && length > 0 ? length : 6;
}

export const otpWaitSeconds = (value: number | undefined): number => (value && value > 0 ? value : 30);
