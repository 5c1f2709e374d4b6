/**
 * Earning activities of a campaign (docs/product/earning.md, Activities). `slug` names a seeded or imported
 * activity so seeding stays idempotent; `sort_order` is the order members see on home and the earn list.
 */
export const sql = `
create table activity (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references campaign (id) on delete cascade,
  slug text not null,
  title text not null,
  description text not null default '',
  points integer not null check (points >= 0),
  is_tier_enabled boolean not null default false,
  tier_points integer check (tier_points >= 0),
  action_type text not null check (action_type in
    ('view', 'survey', 'refer', 'read', 'share', 'games', 'click', 'login-n-earn', 'upload')),
  channel text not null default '',
  data text not null default '',
  card_header_image text not null default '',
  minimum_activity_duration integer not null default 0 check (minimum_activity_duration >= 0),
  times integer not null default 1 check (times > 0),
  activity_data jsonb not null default '{}'::jsonb,
  sort_order integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint activity_slug_unique unique (campaign_id, slug)
);

create index activity_campaign_listing on activity (campaign_id, active, sort_order, id);
`;
