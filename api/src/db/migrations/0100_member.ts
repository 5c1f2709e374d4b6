/**
 * Members: the one table every domain refers to. Identity owns the profile columns; the points
 * module owns point_balance and lifetime_points, which change only in the same transaction as a
 * points_ledger row. A member can never go below zero.
 */
export const sql = `
create table member (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text,
  status text not null default 'unconfirmed' check (status in ('unconfirmed', 'active', 'suspended')),
  first_name text,
  last_name text,
  username text,
  birth date,
  gender text check (gender in ('m', 'f', 'na')),
  home_phone text,
  cell_phone text,
  address text,
  address2 text,
  suite text,
  city text,
  state text,
  zip text,
  country text,
  latitude double precision,
  longitude double precision,
  company_name text,
  shipping_instructions text,
  receive_email boolean not null default false,
  receive_sms boolean not null default false,
  social_handles jsonb not null default '{}'::jsonb,
  language text not null default 'en' check (language in ('en', 'fr', 'es')),
  ref_code text not null default substr(md5(gen_random_uuid()::text), 1, 10),
  referred_by uuid references member (id),
  profile_bonus_awarded boolean not null default false,
  intake_survey_submitted boolean not null default false,
  point_balance integer not null default 0 check (point_balance >= 0),
  lifetime_points integer not null default 0 check (lifetime_points >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- E-mails are compared without case: Dana@X.com and dana@x.com are one member.
create unique index member_email_unique on member (lower(email));
create unique index member_ref_code_unique on member (ref_code);
`;
