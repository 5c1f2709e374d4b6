import { apiCall } from '@portal/shared';
import type { EligibleProductPage, Envelope } from '@portal/kit';

export const PRODUCT_PATH = '/s1/product';
/** Products fetch limit (docs/product/limits.md); search and paging happen in the browser. */
export const PRODUCT_FETCH_LIMIT = 5000;

export const fetchProducts = (): Promise<Envelope<EligibleProductPage>> =>
  apiCall<EligibleProductPage>({ method: 'GET', url: PRODUCT_PATH, params: { limit: PRODUCT_FETCH_LIMIT } });
