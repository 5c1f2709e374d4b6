/**
 * receipts:sweep asks which of the store's files a receipt names, a page of keys at a time
 * (docs/product/purchase-proof.md, Files); without an index each page would read every receipt.
 */
export const sql = `
create index receipt_storage_key on receipt (storage_key);
`;
