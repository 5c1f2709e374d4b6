import { apiCall } from '@portal/shared';
import { type AddressSuggestions } from '@portal/kit';

export const ADDRESS_LOOKUP_PATH = '/s1/lookup/address';

/** The address finder's suggestions in the campaign country. */
export const lookupAddresses = (q: string, country: string) =>
  apiCall<AddressSuggestions>({ method: 'GET', url: `${ADDRESS_LOOKUP_PATH}?${new URLSearchParams({ q, country: country.toUpperCase() }).toString()}` });
