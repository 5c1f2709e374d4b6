import { type EligibleProduct, type EligibleProductPage, type ResourceStatus, useApiResource } from '@portal/kit';
import { fetchProducts } from './api';

const pickProducts = (page: EligibleProductPage): EligibleProduct[] => page.content;

/** Every eligible product, fetched once. */
export function useProducts(): { status: ResourceStatus; products: EligibleProduct[]; reload: () => void } {
  const { status, value: products, reload } = useApiResource(fetchProducts, pickProducts, []);
  return { status, products, reload };
}
