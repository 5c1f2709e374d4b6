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
  /** 1-based positions of the first and last row shown; 0 and 0 when nothing matches. */
  from: number;
  to: number;
  total: number;
  pages: number;
}

/** One page (0-based index, clamped to the last page) of the matching products. */
export function pageOf(products: readonly EligibleProduct[], index: number, size: PageSize): TablePage {
  const total = products.length;
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(0, index), pages - 1);
  const rows = products.slice(page * size, page * size + size);
  return { rows, from: total === 0 ? 0 : page * size + 1, to: page * size + rows.length, total, pages };
}
