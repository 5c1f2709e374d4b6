/**
 * Purchase proof (docs/product/purchase-proof.md): eligible products, the code pools (package codes and
 * the yellow-sticker pools), each code claimed at most once per campaign, wrong-code attempts for the
 * guessing lock-out, one yellow-sticker reward per member, receipts with their review, and the
 * single-use upload tokens of the receipt pre-validation.
 */
export const sql = `
create table product (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references campaign (id) on delete cascade,
  sku text not null,
  product_name text not null,
  validation_type text not null default 'PINCODE',
  product_type text not null,
  upc text not null,
  points integer not null check (points > 0),
  sort_order integer not null default 0,
  constraint product_sku_unique unique (campaign_id, sku)
);

create table product_flavor (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references campaign (id) on delete cascade,
  number_of_digit integer not null check (number_of_digit between 1 and 20),
  name text not null,
  sort_order integer not null default 0,
  constraint product_flavor_unique unique (campaign_id, number_of_digit, name)
);

create table proof_code (
  campaign_id uuid not null references campaign (id) on delete cascade,
  code text not null,
  pool text not null check (pool in ('package', 'yellow-sticker', 'pod-pack', 'leap-device')),
  product_id uuid references product (id),
  points integer not null check (points > 0),
  claimed_by uuid references member (id),
  claimed_at timestamptz,
  flavor text,
  primary key (campaign_id, pool, code),
  constraint proof_code_claim check ((claimed_by is null) = (claimed_at is null))
);

create index proof_code_member_claims on proof_code (claimed_by, pool, claimed_at) where claimed_by is not null;

create table proof_code_miss (
  id bigint generated always as identity primary key,
  member_id uuid not null references member (id),
  missed_at timestamptz not null default now()
);

create index proof_code_miss_member on proof_code_miss (member_id, missed_at);

create table yellow_sticker_reward (
  campaign_id uuid not null references campaign (id) on delete cascade,
  member_id uuid not null references member (id),
  points integer not null check (points > 0),
  codes text[] not null,
  created_at timestamptz not null default now(),
  primary key (campaign_id, member_id)
);

create table receipt (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references campaign (id) on delete cascade,
  member_id uuid not null references member (id),
  sha256 text not null,
  storage_key text not null,
  media_type text not null check (media_type in ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer not null check (size_bytes > 0),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  points integer check (points > 0),
  reject_reason text,
  reviewed_by text,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint receipt_once unique (campaign_id, sha256),
  constraint receipt_review check (
    (status = 'pending' and reviewed_at is null) or
    (status = 'approved' and points is not null and reviewed_at is not null and reviewed_by is not null) or
    (status = 'rejected' and reject_reason is not null and reviewed_at is not null and reviewed_by is not null))
);

create index receipt_member_created on receipt (member_id, created_at desc);
create index receipt_pending on receipt (created_at) where status = 'pending';

create table receipt_upload_token (
  token_hash text primary key,
  member_id uuid not null references member (id),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index receipt_upload_token_member on receipt_upload_token (member_id, expires_at);
`;
