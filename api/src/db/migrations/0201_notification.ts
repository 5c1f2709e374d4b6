/**
 * Notifications: one row per message, addressed to one member or (member_id null) to every member.
 * Read state is per member in notification_read, so a broadcast is read or unread for each member
 * on their own. created_at is kept to the millisecond, the precision the portal sends back in
 * `?date=`, so "newer than the newest known" never returns the newest one again.
 */
export const sql = `
create table notification (
  id uuid primary key default gen_random_uuid(),
  -- Orders notifications created in the same millisecond by when they were sent.
  seq bigint generated always as identity,
  member_id uuid references member (id) on delete cascade,
  type text not null check (type in ('web', 'popup')),
  short_message text not null check (length(short_message) between 1 and 500),
  rich_text_msg text not null default '',
  route text check (route is null or route like '/%'),
  created_at timestamptz not null default date_trunc('milliseconds', now())
);

create index notification_member_created on notification (member_id, created_at desc, seq desc);
create index notification_broadcast_created on notification (created_at desc, seq desc) where member_id is null;

create table notification_read (
  notification_id uuid not null references notification (id) on delete cascade,
  member_id uuid not null references member (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (notification_id, member_id)
);
`;
