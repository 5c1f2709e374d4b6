/**
 * Rewards, their digital code pool, reward orders and their payments (docs/product/rewards.md).
 * Stock and codes are taken under row locks in the redemption's transaction; the partial unique
 * index lets a member hold one live order of a digital reward; (order, nonce) makes a checkout
 * idempotent; a prize order is unique by its spin.
 */
export const sql = `
create table reward (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references campaign (id) on delete cascade,
  slug text not null,
  item_id text not null,
  item_name text not null,
  item_description text not null default '',
  image text not null default '',
  type text not null check (type in ('PHYSICAL', 'DIGITAL', 'VVS')),
  redeem_points integer not null check (redeem_points >= 0),
  redeem_price_cents integer not null default 0 check (redeem_price_cents >= 0),
  shipping_charge_cents integer not null default 0 check (shipping_charge_cents >= 0),
  vendor text not null default '',
  user_tier integer check (user_tier >= 0),
  stock integer check (stock >= 0),
  per_member_limit integer check (per_member_limit > 0),
  discontinued_from timestamptz,
  sort_order integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reward_slug_unique unique (campaign_id, slug)
);

create index reward_listing on reward (campaign_id, active, sort_order, id);

create sequence reward_order_no start 100001;

create table reward_order (
  id uuid primary key default gen_random_uuid(),
  order_no text not null unique default ('RW' || nextval('reward_order_no')::text),
  member_id uuid not null references member (id),
  reward_id uuid not null references reward (id),
  reward_type text not null check (reward_type in ('PHYSICAL', 'DIGITAL', 'VVS')),
  origin text not null check (origin in ('redemption', 'prize')),
  contest_id text,
  spin_id text unique,
  status text not null check (status in
    ('AWAITING_ADDRESS', 'AWAITING_PAYMENT', 'PAYMENT_PENDING', 'CONFIRMED', 'SHIPPED', 'COMPLETED', 'CANCELLED')),
  points integer not null check (points >= 0),
  ledger_entry_id bigint references points_ledger (id),
  item_name text not null,
  item_description text not null default '',
  item_value_cents integer not null default 0,
  currency text not null default 'USD',
  shipping_charge_cents integer not null default 0,
  payment_amount_cents integer not null default 0,
  suite text, address text, city text, state text, country text, zip text,
  code text,
  transaction_id text,
  transaction_date timestamptz,
  transaction_status text check (transaction_status in ('SUCCESS', 'PENDING', 'FAILED')),
  tracking_number text,
  cancel_reason text,
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index reward_order_member on reward_order (member_id, created_at desc);
create index reward_order_expiry on reward_order (expires_at) where status in ('AWAITING_ADDRESS', 'AWAITING_PAYMENT');
create unique index reward_order_digital_once on reward_order (member_id, reward_id)
  where reward_type = 'DIGITAL' and origin = 'redemption' and status <> 'CANCELLED';

create table reward_code (
  id bigint generated always as identity primary key,
  reward_id uuid not null references reward (id),
  code text not null,
  order_id uuid unique references reward_order (id),
  imported_at timestamptz not null default now(),
  constraint reward_code_unique unique (reward_id, code)
);

create index reward_code_free on reward_code (reward_id, id) where order_id is null;

create table reward_payment (
  id bigint generated always as identity primary key,
  order_id uuid not null references reward_order (id),
  nonce_hash text not null,
  amount_cents integer not null,
  status text not null check (status in ('SUCCESS', 'PENDING', 'FAILED')),
  transaction_id text,
  created_at timestamptz not null default now(),
  constraint reward_payment_once unique (order_id, nonce_hash)
);

create table reward_audit (
  id bigint generated always as identity primary key,
  subject text not null,
  action text not null,
  actor_type text not null check (actor_type in ('member', 'system', 'operator')),
  actor_name text not null,
  detail text not null default '',
  created_at timestamptz not null default now()
);
`;
