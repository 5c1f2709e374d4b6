import type { AddressSuggestion } from '@portal/kit/contracts';
import { DomainError } from '../../platform/domain-error';
import type { CampaignService } from '../campaign';
import type { AddressLookupAdapter } from './adapter';

export const MAX_SUGGESTIONS = 8;

export type LookupService = ReturnType<typeof createLookupService>;

/** The address finder, restricted to the countries of the campaign this deployment serves. */
export function createLookupService(campaigns: CampaignService, adapter: AddressLookupAdapter) {
  return {
    async findAddresses(text: string, country: string): Promise<AddressSuggestion[]> {
      const { countryCode } = await campaigns.getConfig();
      const allowed = (Array.isArray(countryCode) ? countryCode : [countryCode]).map((code) => code.toUpperCase());
      if (!allowed.includes(country)) {
        throw new DomainError('lookup.countryNotAllowed', 400, {
          errors: [{ field: 'country', code: 'lookup.useCountry', values: { countries: allowed.join(' or ') } }],
        });
      }
      return adapter.search(text, country, MAX_SUGGESTIONS);
    },
  };
}
