import {
  type Errors,
  type MemberProfile,
  SHIPPING_FIELDS,
  type ShippingAddress,
  checkShippingField,
} from '@portal/kit';

export const EMPTY_SHIPPING: ShippingAddress = { suite: '', address: '', city: '', state: '', country: '', zip: '' };

/** Every shipping field against its rule (docs/product/validation.md, Shipping address). */
export function validateShipping(values: ShippingAddress): Errors<ShippingAddress> {
  return Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, checkShippingField(field, values[field])]));
}

/** The form's first values: the member's profile address (docs/product/rewards.md, Address). */
export function shippingFromProfile(profile: MemberProfile | undefined): ShippingAddress {
  if (!profile) return EMPTY_SHIPPING;
  return {
    suite: profile.suite ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    country: profile.country ?? '',
    zip: profile.zip ?? '',
  };
}
