/** A card is dimmed, "Unlock With More Points", while the balance is below pointRequired. */
export const isLocked = (balance: number, pointRequired: number): boolean => balance < pointRequired;

/** View More shows while totalRecs is greater than page size × pages loaded. */
export const hasMore = (totalRecs: number, pageSize: number, pagesLoaded: number): boolean =>
  totalRecs > pageSize * pagesLoaded;
