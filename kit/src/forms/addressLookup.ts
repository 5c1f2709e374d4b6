import type { AddressSuggestions, Envelope } from '../contracts';

/** A request as the form kit makes it; the portal's shared API client (apiCall) takes it as it is. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
}

/**
 * The API client a form calls through, given by the app (the shared apiCall): the kit holds no session,
 * so its calls carry the page's tokens and language only by going through the app's client.
 */
export type ApiCall = <T>(request: ApiRequest) => Promise<Envelope<T>>;

export const ADDRESS_LOOKUP_PATH = '/s1/lookup/address';

/** The address finder's suggestions in the campaign country. */
export function lookupAddresses(api: ApiCall, q: string, country: string) {
  const query = new URLSearchParams({ q, country: country.toUpperCase() }).toString();
  return api<AddressSuggestions>({ method: 'GET', url: `${ADDRESS_LOOKUP_PATH}?${query}` });
}

/**
 * A country's name in the member's language ("États-Unis" for US in French), for the words around the
 * address finder; the code itself when the browser cannot name it.
 */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The country the address finder searches: the campaign's (first) countryCode, US when none. */
export const campaignCountry = (config: { countryCode?: string | string[] | undefined }): string =>
  (Array.isArray(config.countryCode) ? config.countryCode[0] : config.countryCode) || 'US';
