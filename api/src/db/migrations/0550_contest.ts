/**
 * Contests and their prize wheels (docs/product/contests.md). A contest's limits are its own columns
 * (null: no limit); its wheel is the ordered segments, whose probabilities total 100 when an operator
 * saves them (checked by the service, which saves the whole wheel at once). Every spin is a row:
 * a member's or a public link's, with its segment, cost and prize. A free spin won is a `granted`
 * row (its parent the spin that won it) that the next spin turns `completed`, exactly once.
 */
export const sql = `
create table contest (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references campaign (id) on delete cascade,
  slug text not null,
  name text not null,
  description text not null default '',
  card_header_image text not null default '',
  point_required integer not null default 0 check (point_required >= 0),
  spins_per_day integer check (spins_per_day > 0),
  spins_total integer check (spins_total > 0),
  prizes_per_period integer check (prizes_per_period > 0),
  prize_period text not null default 'day' check (prize_period in ('day', 'week', 'month', 'contest')),
  starts_at timestamptz,
  ends_at timestamptz,
  min_tier integer not null default 1 check (min_tier > 0),
  sort_order integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text not null default 'seed',
  constraint contest_slug_unique unique (campaign_id, slug),
  constraint contest_dates check (ends_at is null or starts_at is null or ends_at > starts_at)
);

create index contest_listing on contest (campaign_id, active, sort_order, id);

create table contest_segment (
  id uuid primary key default gen_random_uuid(),
  contest_id uuid not null references contest (id) on delete cascade,
  position integer not null check (position >= 0),
  text text not null,
  bg_color text not null,
  text_color text not null,
  segment_type text not null check (segment_type in ('sorry', 'points', 'reward', 'free_spin')),
  probability integer not null check (probability between 0 and 100),
  prize_points integer check (prize_points > 0),
  reward_id text,
  retired boolean not null default false,
  constraint contest_segment_prize check (
    (segment_type = 'points') = (prize_points is not null) and (segment_type = 'reward') = (reward_id is not null))
);

create unique index contest_segment_position on contest_segment (contest_id, position) where not retired;

create table contest_public_link (
  id uuid primary key default gen_random_uuid(),
  contest_id uuid not null references contest (id) on delete cascade,
  token_hash text not null unique,
  uses_allowed integer not null check (uses_allowed > 0),
  uses_count integer not null default 0,
  created_by text not null,
  created_at timestamptz not null default now(),
  constraint contest_public_link_uses check (uses_count between 0 and uses_allowed)
);

create table contest_spin (
  id uuid primary key default gen_random_uuid(),
  contest_id uuid not null references contest (id),
  member_id uuid references member (id),
  public_link_id uuid references contest_public_link (id),
  status text not null check (status in ('completed', 'granted')),
  parent_id uuid references contest_spin (id),
  segment_id uuid references contest_segment (id),
  segment_type text,
  cost integer not null default 0 check (cost >= 0),
  prize_points integer,
  reward_id text,
  order_id text,
  created_at timestamptz not null default now(),
  constraint contest_spin_who check ((member_id is null) <> (public_link_id is null)),
  constraint contest_spin_drawn check ((status = 'completed') = (segment_id is not null))
);

create index contest_spin_member on contest_spin (contest_id, member_id, created_at);
create index contest_spin_prizes on contest_spin (contest_id, created_at) where segment_type in ('points', 'reward');
-- A spin that lands on free_spin grants exactly one free spin.
create unique index contest_spin_free_once on contest_spin (parent_id) where parent_id is not null;
`;
