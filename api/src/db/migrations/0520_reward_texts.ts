/**
 * Rewards in French and Spanish (docs/product/rewards.md, Languages). `item_name` and
 * `item_description` stay the English text, the one orders copy and operators read; `texts` holds
 * the translations, {"name": {"fr", "es"}, "description": {"fr", "es"}}, each optional (a missing one
 * falls back to English).
 *
 * A redemption's ledger entry gets the label that names it by its reward (points/ledger.ts,
 * LedgerLabel; the label column is 0204's), so the points history reads it in the member's language.
 * As in 0204, the append-only trigger is lifted for that one update inside this transaction: it adds a
 * label and changes no amount, actor, name or balance.
 */
export const sql = `
-- A translation of one English text: {"fr": text, "es": text}, each optional (0560 uses it too).
create function translations_valid(value jsonb) returns boolean language sql immutable as $$
  select case
    when value is null then true
    when jsonb_typeof(value) <> 'object' then false
    else value - 'fr' - 'es' = '{}'::jsonb
      and not exists (select 1 from jsonb_each(value) as entry where jsonb_typeof(entry.value) <> 'string')
  end
$$;

-- A name and a description translated: {"name": translation, "description": translation}, each optional.
create function name_translations_valid(texts jsonb) returns boolean language sql immutable as $$
  select case
    when jsonb_typeof(texts) <> 'object' then false
    else texts - 'name' - 'description' = '{}'::jsonb
      and translations_valid(texts -> 'name') and translations_valid(texts -> 'description')
  end
$$;

alter table reward add column texts jsonb not null default '{}'::jsonb
  constraint reward_texts_shape check (name_translations_valid(texts));

alter table points_ledger disable trigger points_ledger_append_only;

update points_ledger l set label = jsonb_build_object('key', 'reward', 'rewardId', o.reward_id)
  from reward_order o
 where l.source = 'redemption' and o.id::text = l.source_ref and l.label is null;

alter table points_ledger enable trigger points_ledger_append_only;
`;
