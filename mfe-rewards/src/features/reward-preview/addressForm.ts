import {
  type Errors,
  type MemberProfile,
  SHIPPING_FIELDS,
  type ShippingAddress,
  checkShippingField,
} from '@portal/kit';
import { shippedCountry, spelledOutCountry, spelledOutState } from './spelledOut';

export const EMPTY_SHIPPING: ShippingAddress = { suite: '', address: '', city: '', state: '', country: '', zip: '' };

/** Every shipping field against its rule (docs/product/validation.md, Shipping address). */
export function validateShipping(values: ShippingAddress): Errors<ShippingAddress> {
  return Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, checkShippingField(field, values[field])]));
}

/**
 * The form's first values: the member's profile address (docs/product/rewards.md, Address), its state and
 * country codes written out so that they pass the shipping rule (spelledOut.ts), the country in the
 * member's language.
 */
export function shippingFromProfile(profile: MemberProfile | undefined, language: string): ShippingAddress {
  if (!profile) return EMPTY_SHIPPING;
  const country = profile.country ?? '';
  return {
    suite: profile.suite ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    state: spelledOutState(profile.state ?? '', country),
    country: spelledOutCountry(country, language),
    zip: profile.zip ?? '',
  };
}

/**
 * What the address block changes, as the shipping form keeps it: a suggestion's state code written out for
 * the country the finder searched (`finderCountry`), as the profile's is. A chosen suggestion (it brings
 * coordinates) is in that country, so it fills the country too, in the member's language: the finder
 * searches no other.
 */
export function shippingChanges(changes: Partial<Record<string, string>>, finderCountry: string, language: string) {
  const state = changes.state === undefined ? {} : { state: spelledOutState(changes.state, finderCountry) };
  const country = changes.latitude ? { country: spelledOutCountry(finderCountry, language) } : {};
  return { ...changes, ...state, ...country };
}

/** The address as the order keeps it: the country the member read or typed in their language, in English. */
export function shippingForOrder(values: ShippingAddress, language: string): ShippingAddress {
  return { ...values, country: shippedCountry(values.country, language) };
}
