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

export interface TablePage {
  rows: EligibleProduct[];
  /** The page shown, from 0: the one asked for, or the last when fewer products match. */
  index: number;
}

/** One page of the matching products. */
export function pageOf(products: readonly EligibleProduct[], index: number, size: PageSize): TablePage {
  const last = Math.max(0, Math.ceil(products.length / size) - 1);
  const page = Math.min(Math.max(0, index), last);
  return { rows: products.slice(page * size, page * size + size), index: page };
}
