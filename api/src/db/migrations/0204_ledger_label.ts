/**
 * Each ledger entry gets a label: what the points history calls it in the member's language
 * (points/ledger.ts, LedgerLabel). `name` stays the English record. Entries written before this
 * migration get the label their source implies. The credits of activities, redemptions and spins get
 * theirs from their own modules' tables, in those modules' ranges (0420, 0520, 0560). The
 * append-only trigger is lifted for this one update, inside the migration's transaction: it adds a
 * label and changes no amount, actor, name or balance.
 */
export const sql = `
alter table points_ledger add column label jsonb
  check (label is null or jsonb_typeof(label -> 'key') = 'string');

alter table points_ledger disable trigger points_ledger_append_only;

update points_ledger set label = case
  when source = 'demo-seed' then '{"key": "welcome"}'::jsonb
  when source = 'profile-bonus' then '{"key": "profileBonus"}'::jsonb
  when source = 'receipt' then '{"key": "receiptApproved"}'::jsonb
  when source = 'referral' then '{"key": "referral"}'::jsonb
  when source = 'package-code' then '{"key": "packageCode"}'::jsonb
  when source = 'yellow-sticker' then '{"key": "yellowSticker"}'::jsonb
  when source = 'reversal' then '{"key": "reversal"}'::jsonb
  when source = 'operator' and name = 'Points credited by the programme' then '{"key": "operatorCredit"}'::jsonb
  when source = 'streak' and name ~ '^Login streak: day [0-9]+$'
    then jsonb_build_object('key', 'streakDay', 'day', substring(name from '[0-9]+$')::int)
end;

alter table points_ledger enable trigger points_ledger_append_only;
`;
