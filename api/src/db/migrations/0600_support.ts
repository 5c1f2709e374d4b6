/**
 * The help desk (docs/product/support.md, Tickets): tickets of one member each, their replies in
 * order, every operator action on a ticket (who, what, when), and the contact messages of visitors.
 * A member's text is stored as written (text, escaped when shown); an agent's reply is HTML that
 * the portal sanitises when it shows it. Numbering range 0600–0649.
 */
export const sql = `
create table support_ticket (
  id bigint generated always as identity primary key,
  member_id uuid not null references member (id) on delete cascade,
  subject text not null check (length(subject) between 1 and 200),
  status text not null default 'active' check (status in ('active', 'on-hold', 'waiting', 'solved', 'closed')),
  priority text not null default 'normal' check (priority in ('normal', 'high')),
  assigned_to text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index support_ticket_member on support_ticket (member_id, updated_at desc, id desc);
create index support_ticket_queue on support_ticket (status, priority, updated_at);

create table support_reply (
  id bigint generated always as identity primary key,
  ticket_id bigint not null references support_ticket (id) on delete cascade,
  author_type text not null check (author_type in ('customers', 'agent')),
  -- The agent who wrote it (the operator actor); null for the member's own replies.
  agent text,
  body text not null check (length(body) between 1 and 20000),
  -- An agent's reply stays unread until the member opens the ticket; a member's own is read.
  read_at timestamptz,
  created_at timestamptz not null default now(),
  check ((author_type = 'agent') = (agent is not null))
);

create index support_reply_ticket on support_reply (ticket_id, id);
create index support_reply_unread on support_reply (ticket_id) where read_at is null;

create table support_ticket_action (
  id bigint generated always as identity primary key,
  ticket_id bigint not null references support_ticket (id) on delete cascade,
  actor text not null,
  action text not null check (action in ('reply', 'status', 'assign')),
  status text,
  detail text,
  created_at timestamptz not null default now()
);

create index support_ticket_action_ticket on support_ticket_action (ticket_id, id);

create table contact_message (
  id bigint generated always as identity primary key,
  name text not null,
  email text not null,
  message text not null,
  member_id uuid references member (id) on delete set null,
  ticket_id bigint references support_ticket (id) on delete set null,
  created_at timestamptz not null default now()
);
`;
