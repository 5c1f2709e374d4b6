import { type FieldError, type PackageCodeEntry, type ProductFlavorLookup, checkProductCode } from '@portal/kit';

/** At most this many code inputs: a day's allowance (docs/product/limits.md, Package codes per 24 hours). */
export const MAX_CODE_INPUTS = 15;

export interface CodeEntryErrors {
  code: FieldError | null;
  flavor: FieldError | null;
}

/** The flavours of a code's length, or none when its length has none. */
export function flavorsFor(code: string, lookups: readonly ProductFlavorLookup[]): string[] {
  const lookup = lookups.find((entry) => entry.numberOfDigit === code.trim().length);
  return lookup ? lookup.flover.map((flavor) => flavor.name) : [];
}

/** Required, 8/9/10/12/14 digits, and a flavour where the length has flavours ("Please select."). */
export function checkEntry(entry: PackageCodeEntry, lookups: readonly ProductFlavorLookup[]): CodeEntryErrors {
  const code = checkProductCode(entry.code);
  const needsFlavor = !code && flavorsFor(entry.code, lookups).length > 0;
  return { code, flavor: needsFlavor && !entry.flavor ? { key: 'selectOption' } : null };
}

/**
 * Whether the code at `index` was already typed in an earlier input. Sent twice, the second would only
 * come back "already redeemed", or count as a second miss towards the lock when the code is wrong.
 */
export function repeatsEarlierCode(entries: readonly PackageCodeEntry[], index: number): boolean {
  const code = entries[index]?.code.trim() ?? '';
  return code !== '' && entries.slice(0, index).some((entry) => entry.code.trim() === code);
}

/** What is sent: trimmed codes, a flavour only where the length has flavours. */
export function toSubmission(entries: readonly PackageCodeEntry[], lookups: readonly ProductFlavorLookup[]) {
  return entries.map(({ code, flavor }) => {
    const trimmed = code.trim();
    return flavorsFor(trimmed, lookups).length > 0 && flavor ? { code: trimmed, flavor } : { code: trimmed };
  });
}

export type ResultKind = 'credited' | 'wrongCode' | 'dailyLimit' | 'failed';

/** How one code's result reads (docs/product/purchase-proof.md, Package codes, Messages). */
export function resultKind(statusCode: number, isValid: boolean): ResultKind {
  if (isValid) return 'credited';
  if (statusCode === 404) return 'wrongCode';
  if (statusCode === 429) return 'dailyLimit';
  return 'failed';
}
