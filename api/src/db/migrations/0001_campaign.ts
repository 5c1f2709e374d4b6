/**
 * The campaign a deployment serves and its point tiers. Columns hold what the API filters or the
 * operator CLI changes; `config` holds the rest of CampaignConfig (captcha, uiConfig, otp, ...).
 */
export const sql = `
create table campaign (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null,
  state text not null check (state in ('coming', 'active', 'expired')),
  status text not null check (status in ('active', 'maintenance')),
  activation_start timestamptz not null,
  activation_end timestamptz not null,
  config jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint campaign_activation_window check (activation_end > activation_start)
);

create table campaign_tier (
  campaign_id uuid not null references campaign (id) on delete cascade,
  tier_id integer not null check (tier_id > 0),
  tier_name text not null,
  level_up_points integer not null check (level_up_points >= 0),
  description text not null default '',
  primary key (campaign_id, tier_id),
  -- Tier comes from lifetime points, so two tiers at the same threshold would be ambiguous.
  constraint campaign_tier_points_unique unique (campaign_id, level_up_points)
);
`;
