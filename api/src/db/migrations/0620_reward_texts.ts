/**
 * Rewards in French and Spanish (docs/product/rewards.md, Languages). `item_name` and
 * `item_description` stay the English text, the one orders copy and operators read; `texts` holds
 * the translations, {"name": {"fr", "es"}, "description": {"fr", "es"}}, each optional (a missing one
 * falls back to English).
 *
 * A redemption's ledger entry gets the label that names it by its reward (points/ledger.ts,
 * LedgerLabel), so the points history reads it in the member's language. As in 0610, the append-only
 * trigger is lifted for that one update inside this transaction: it adds a label and changes no
 * amount, actor, name or balance.
 */
export const sql = `
alter table reward add column texts jsonb not null default '{}'::jsonb;
-- coalesce: a missing key makes the comparison null, which a check constraint would let through.
alter table reward add constraint reward_texts_shape check (coalesce(
  jsonb_typeof(texts) = 'object'
  and texts - 'name' - 'description' = '{}'::jsonb
  and jsonb_typeof(coalesce(texts -> 'name', '{}'::jsonb)) = 'object'
  and jsonb_typeof(coalesce(texts -> 'description', '{}'::jsonb)) = 'object'
  and coalesce(texts -> 'name', '{}'::jsonb) - 'fr' - 'es' = '{}'::jsonb
  and coalesce(texts -> 'description', '{}'::jsonb) - 'fr' - 'es' = '{}'::jsonb, false)
);

alter table points_ledger disable trigger points_ledger_append_only;

update points_ledger l set label = jsonb_build_object('key', 'reward', 'rewardId', o.reward_id)
  from reward_order o
 where l.source = 'redemption' and o.id::text = l.source_ref and l.label is null;

alter table points_ledger enable trigger points_ledger_append_only;
`;
