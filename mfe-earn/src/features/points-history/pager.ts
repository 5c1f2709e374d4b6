/** Points history page size (docs/product/limits.md). */
export const HISTORY_PAGE_SIZE = 10;

/** The pager's "x - y of total" for a 0-based page. */
export function pageRange(pageIndex: number, shown: number, total: number) {
  const from = total === 0 ? 0 : pageIndex * HISTORY_PAGE_SIZE + 1;
  return { from, to: pageIndex * HISTORY_PAGE_SIZE + shown, total };
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
