import { type LookupResult, type ProductFlavorLookup, type ResourceStatus, useApiResource } from '@portal/kit';
import { fetchFlavors } from './api';

const pickFlavors = (result: LookupResult): ProductFlavorLookup[] => result.PRODUCT_FLOVER;

/** The PRODUCT_FLOVER lookup: which code lengths need a flavour, and their flavours. */
export function useFlavors(): { status: ResourceStatus; lookups: ProductFlavorLookup[]; reload: () => void } {
  const { status, value: lookups, reload } = useApiResource(fetchFlavors, pickFlavors, []);
  return { status, lookups, reload };
}
