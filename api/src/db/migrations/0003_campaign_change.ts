/**
 * Who changed the campaign's state, status or activation window, when, from what to what: the operator's
 * commands write one row in the same transaction as the change (docs/product/campaign.md).
 */
export const sql = `
create table campaign_change (
  id bigint generated always as identity primary key,
  campaign_id uuid not null references campaign (id),
  field text not null check (field in ('state', 'status', 'dates')),
  from_value text not null,
  to_value text not null,
  operator text not null check (length(trim(operator)) between 1 and 100),
  created_at timestamptz not null default now()
);

create index campaign_change_campaign on campaign_change (campaign_id, id);
`;
