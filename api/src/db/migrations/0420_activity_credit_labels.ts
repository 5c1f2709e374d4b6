/**
 * An activity's credit in the ledger is labelled by its activity (points/ledger.ts, LedgerLabel; the
 * label column is 0204's), so the points history reads the activity's title in the member's language.
 * Credits written before this migration get it from the event they credited. As in 0204, the
 * append-only trigger is lifted for this one update inside the migration's transaction: it adds a
 * label and changes no amount, actor, name or balance.
 */
export const sql = `
alter table points_ledger disable trigger points_ledger_append_only;

update points_ledger l set label = jsonb_build_object('key', 'activity', 'activityId', e.activity_id)
  from activity_event e
 where l.source = 'activity' and l.label is null and e.id::text = l.source_ref;

alter table points_ledger enable trigger points_ledger_append_only;
`;
