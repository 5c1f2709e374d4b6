/**
 * Identity and sign-in state: one-time tokens (account confirmation, password reset), OTP
 * challenges, refresh-token families, linked social identities, the mail outbox and the store's
 * age-verified customer list. Every secret is stored as a SHA-256 hash, never in clear.
 */
export const sql = `
alter table member add column signup_source text;
alter table member add column promo_code text;

create table member_token (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references member (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'reset')),
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index member_token_member on member_token (member_id, purpose);

create table otp_challenge (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references member (id) on delete cascade,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  closed_at timestamptz,
  created_at timestamptz not null default now()
);
create index otp_challenge_member on otp_challenge (member_id, created_at desc);

-- A family is one sign-in session; each refresh rotates the token inside it.
create table refresh_token (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references member (id) on delete cascade,
  family_id uuid not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_token_family on refresh_token (family_id);
create index refresh_token_member on refresh_token (member_id);

create table social_identity (
  provider text not null check (provider in ('google', 'apple', 'microsoft', 'facebook')),
  subject text not null,
  member_id uuid not null references member (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);

create table mail_outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  kind text not null,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);

create table store_customer (
  email text not null,
  first_name text,
  last_name text,
  age_verified boolean not null default true,
  imported_at timestamptz not null default now()
);
create unique index store_customer_email_unique on store_customer (lower(email));
`;
