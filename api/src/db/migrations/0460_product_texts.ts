/**
 * Eligible products in French and Spanish (docs/product/purchase-proof.md, Languages). `product_name`
 * and `product_type` stay the English text, the one the code pools and operators read; `texts` holds
 * the translations, {"name": {"fr", "es"}, "type": {"fr", "es"}}, each optional (a missing one falls
 * back to English). The shape check is this migration's own: 0520's helpers come later on a new
 * database.
 */
export const sql = `
create function product_texts_valid(texts jsonb) returns boolean language sql immutable as $$
  select jsonb_typeof(texts) = 'object'
    and texts - 'name' - 'type' = '{}'::jsonb
    and not exists (
      select 1 from jsonb_each(texts) as field
       where jsonb_typeof(field.value) <> 'object'
          or field.value - 'fr' - 'es' <> '{}'::jsonb
          or exists (select 1 from jsonb_each(field.value) as entry where jsonb_typeof(entry.value) <> 'string')
    )
$$;

alter table product add column texts jsonb not null default '{}'::jsonb
  constraint product_texts_shape check (product_texts_valid(texts));
`;
