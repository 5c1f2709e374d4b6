/**
 * The length of a product's package codes. The member's page takes any of the five lengths and credits
 * a code as the product it was imported for, so an operator's import must hold each code to its
 * product's length (package-code/operator.ts). The seed fills it for the demo products; a product
 * without one takes no package codes.
 */
export const sql = `
alter table product add column code_length integer check (code_length in (8, 9, 10, 12, 14));
`;
