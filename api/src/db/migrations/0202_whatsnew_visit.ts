/** When each member last asked what is new, so GET /s1/whatsnew answers "new since your last visit". */
export const sql = `
create table whatsnew_visit (
  member_id uuid primary key references member (id) on delete cascade,
  seen_at timestamptz not null
);
`;
