/** Spec part 1 §9: OTP length 6 when the configured value is not numeric; wait 120 s configured, 30 s by default. */
export function otpLength(value: number | string | undefined): number {
  const length = Number(value);
  return Number.isInteger(length) && length > 0 ? length : 6;
}

export const otpWaitSeconds = (value: number | undefined): number => (value && value > 0 ? value : 30);
