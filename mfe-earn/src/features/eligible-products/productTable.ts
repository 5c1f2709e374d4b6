import type { EligibleProduct } from '@portal/kit';

/** Table page sizes (docs/product/limits.md, Eligible products page sizes). */
export const PAGE_SIZES = [10, 20, 40] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Products whose name, type or UPC contains the search text, case-insensitively. */
export function searchProducts(products: readonly EligibleProduct[], text: string): EligibleProduct[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...products];
  return products.filter((p) =>
    [p.productName, p.productType, p.UPC].some((value) => value.toLowerCase().includes(needle)),
  );
}
