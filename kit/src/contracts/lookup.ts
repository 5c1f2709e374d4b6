/** GET /s1/lookup/address?q={text}&country={ISO2}: the address finder's suggestions (at most 8). */
export interface AddressLookupQuery {
  q: string;
  country: string;
}

/** One suggestion: `address` is the whole line to show; the other fields fill the form. */
export interface AddressSuggestion {
  address: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  latitude: number;
  longitude: number;
}

export interface AddressSuggestions {
  content: AddressSuggestion[];
}
