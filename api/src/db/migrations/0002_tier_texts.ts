/**
 * Tier descriptions in French and Spanish (docs/product/tiers.md, Languages). `description` stays the
 * English text; `texts` holds {"description": {"fr", "es"}}, each optional (a missing one falls back to
 * English). The tier's name is the brand's and is not translated. The campaign's range (0001–0099) runs
 * before 0520's translation helpers on a new database, so the shape check is this migration's own.
 */
export const sql = `
create function tier_texts_valid(texts jsonb) returns boolean language sql immutable as $$
  select case
    when jsonb_typeof(texts) <> 'object' then false
    when texts - 'description' <> '{}'::jsonb then false
    when not texts ? 'description' then true
    when jsonb_typeof(texts -> 'description') <> 'object' then false
    else (texts -> 'description') - 'fr' - 'es' = '{}'::jsonb
      and not exists (
        select 1 from jsonb_each(texts -> 'description') as entry where jsonb_typeof(entry.value) <> 'string'
      )
  end
$$;

alter table campaign_tier add column texts jsonb not null default '{}'::jsonb
  constraint campaign_tier_texts_shape check (tier_texts_valid(texts));
`;
