/**
 * Contests in French and Spanish (docs/product/contests.md, Languages). `name`, `description` and a
 * segment's `text` stay the English text; `contest.texts` holds {"name": {"fr", "es"}, "description":
 * {"fr", "es"}} and `contest_segment.texts` {"fr", "es"}, each optional (English where one is missing),
 * checked by 0520's functions.
 *
 * A spin's ledger entries get the label that names them by their contest (points/ledger.ts,
 * LedgerLabel; the column is 0204's): the cost (source_ref cost:<spin>) and the points prize
 * (prize:<spin>). As in 0204, the append-only trigger is lifted for that one update inside this
 * transaction: it adds a label and changes no amount, actor, name or balance.
 */
export const sql = `
alter table contest add column texts jsonb not null default '{}'::jsonb
  constraint contest_texts_shape check (name_translations_valid(texts));

alter table contest_segment add column texts jsonb not null default '{}'::jsonb
  constraint contest_segment_texts_shape check (translations_valid(texts));

alter table points_ledger disable trigger points_ledger_append_only;

update points_ledger l
   set label = jsonb_build_object(
     'key', case when l.source_ref like 'cost:%' then 'contestSpin' else 'contestPrize' end,
     'contestId', s.contest_id)
  from contest_spin s
 where l.source = 'contest-spin' and l.label is null
   and s.id::text = substring(l.source_ref from position(':' in l.source_ref) + 1);

alter table points_ledger enable trigger points_ledger_append_only;
`;
