/**
 * Activity events, quizzes, referrals and streak visits (docs/product/earning.md). An event is started,
 * then completed once; `completion_no` numbers a member's completions of one activity, and its unique
 * index makes the `times` limit hold under concurrent completions of different events.
 */
export const sql = `
create table activity_event (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references member (id),
  activity_id uuid not null references activity (id),
  state text not null default 'started' check (state in ('started', 'completed')),
  type text,
  started_at timestamptz not null default now(),
  completed_at timestamptz,
  completion_no integer check (completion_no > 0),
  extra_info jsonb not null default '{}'::jsonb
);

create index activity_event_member on activity_event (member_id, activity_id);
create unique index activity_event_completion_once on activity_event (member_id, activity_id, completion_no);

create table survey (
  id text not null,
  campaign_id uuid not null references campaign (id) on delete cascade,
  questions jsonb not null,
  primary key (campaign_id, id)
);

create table referral (
  id uuid primary key default gen_random_uuid(),
  referrer_id uuid not null references member (id),
  email text not null,
  invited_at timestamptz not null default now(),
  friend_member_id uuid references member (id),
  credited_at timestamptz
);

create unique index referral_email_once on referral (lower(email));
create index referral_referrer on referral (referrer_id, credited_at);

create table member_visit (
  member_id uuid not null references member (id),
  day date not null,
  primary key (member_id, day)
);
`;
