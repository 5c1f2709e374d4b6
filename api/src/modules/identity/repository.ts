import type { Gender, MemberProfile, ProfileFields, SocialHandles } from '@portal/kit/contracts';
import type { Db } from '../../db/db';

export type MemberStatus = 'unconfirmed' | 'active' | 'suspended';

export interface MemberRow {
  id: string;
  email: string;
  password_hash: string | null;
  status: MemberStatus;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  birth: string | null;
  gender: Gender | null;
  home_phone: string | null;
  cell_phone: string | null;
  address: string | null;
  address2: string | null;
  suite: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  company_name: string | null;
  shipping_instructions: string | null;
  receive_email: boolean;
  receive_sms: boolean;
  social_handles: SocialHandles;
  language: 'en' | 'fr' | 'es';
  ref_code: string;
  profile_bonus_awarded: boolean;
  intake_survey_submitted: boolean;
  point_balance: number;
  lifetime_points: number;
}

// birth leaves as text so no time zone can move the day.
const COLUMNS = `id, email, password_hash, status, first_name, last_name, username, to_char(birth, 'YYYY-MM-DD') as birth,
  gender, home_phone, cell_phone, address, address2, suite, city, state, zip, country, latitude, longitude,
  company_name, shipping_instructions, receive_email, receive_sms, social_handles, language, ref_code,
  profile_bonus_awarded, intake_survey_submitted, point_balance, lifetime_points`;

export function findMemberByEmail(db: Db, email: string): Promise<MemberRow | undefined> {
  return db.maybeOne<MemberRow>(`select ${COLUMNS} from member where lower(email) = lower($1)`, [email.trim()]);
}

export function findMemberById(db: Db, id: string): Promise<MemberRow | undefined> {
  return db.maybeOne<MemberRow>(`select ${COLUMNS} from member where id = $1`, [id]);
}

/** Profile fields in API names → column names. Only these columns are ever written from a request. */
const FIELD_COLUMNS: Record<keyof ProfileFields, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  username: 'username',
  birth: 'birth',
  homePhone: 'home_phone',
  cellPhone: 'cell_phone',
  address: 'address',
  address2: 'address2',
  country: 'country',
  state: 'state',
  suite: 'suite',
  city: 'city',
  zip: 'zip',
  gender: 'gender',
  receiveEmail: 'receive_email',
  receiveSms: 'receive_sms',
  companyName: 'company_name',
  shippingInstructions: 'shipping_instructions',
  latitude: 'latitude',
  longitude: 'longitude',
  // Not kept: the portal never stores a social security number it does not need.
  socialSecurityNumber: '',
};

/** The columns and values of the profile fields present in a request (empty strings become null). */
export function profileAssignments(fields: ProfileFields): { columns: string[]; values: unknown[] } {
  const columns: string[] = [];
  const values: unknown[] = [];
  for (const [key, column] of Object.entries(FIELD_COLUMNS)) {
    const value = fields[key as keyof ProfileFields];
    if (!column || value === undefined) continue;
    columns.push(column);
    values.push(
      typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value,
    );
  }
  return { columns, values };
}

export interface NewMember extends ProfileFields {
  email: string;
  passwordHash: string | null;
  status: MemberStatus;
  language: 'en' | 'fr' | 'es';
  referredBy: string | null;
  signupSource: string | null;
  promoCode: string | null;
}

/** The new member; undefined when the address is a member's already. */
export async function insertMember(db: Db, member: NewMember): Promise<MemberRow | undefined> {
  const { columns, values } = profileAssignments(member);
  const all = [
    'email',
    'password_hash',
    'status',
    'language',
    'referred_by',
    'signup_source',
    'promo_code',
    ...columns,
  ];
  const params = [
    member.email.trim(),
    member.passwordHash,
    member.status,
    member.language,
    member.referredBy,
    member.signupSource,
    member.promoCode,
    ...values,
  ];
  const placeholders = params.map((_value, index) => `$${index + 1}`).join(', ');
  // Two sign-ups with one address can both pass the service's check: the second finds the address
  // taken here, by the unique index, and gets undefined rather than a constraint error.
  const row = await db.maybeOne<{ id: string }>(
    `insert into member (${all.join(', ')}) values (${placeholders})
     on conflict ((lower(email))) do nothing returning id`,
    params,
  );
  return row ? findMemberById(db, row.id) : undefined;
}

export async function updateMemberProfile(
  db: Db,
  id: string,
  fields: ProfileFields,
  handles?: SocialHandles,
): Promise<void> {
  const { columns, values } = profileAssignments(fields);
  const sets = columns.map((column, index) => `${column} = $${index + 2}`);
  const params: unknown[] = [id, ...values];
  if (handles) {
    params.push(JSON.stringify(handles));
    sets.push(`social_handles = social_handles || $${params.length}::jsonb`);
  }
  if (sets.length === 0) return;
  await db.query(`update member set ${sets.join(', ')}, updated_at = now() where id = $1`, params);
}

export function findMemberIdByRefCode(db: Db, refCode: string): Promise<{ id: string } | undefined> {
  return db.maybeOne<{ id: string }>('select id from member where ref_code = $1', [refCode]);
}

export const displayName = (row: MemberRow): string =>
  [row.first_name, row.last_name].filter(Boolean).join(' ') || row.username || row.email;

/** Registration is complete once first name, last name and gender are known (docs/product/identity.md). */
export const registrationComplete = (row: Pick<MemberRow, 'first_name' | 'last_name' | 'gender'>): boolean =>
  Boolean(row.first_name && row.last_name && row.gender);

/**
 * The intake survey counts as submitted once saved, or while first name, last name and gender are all on
 * the profile (docs/product/identity.md, Intake survey): a sign-up that asked for them needs no survey.
 */
export const intakeSurveyDone = (row: MemberRow): boolean => row.intake_survey_submitted || registrationComplete(row);

export function toProfile(row: MemberRow): MemberProfile {
  const optional = <T>(value: T | null) => (value === null ? undefined : value);
  const profile: MemberProfile = {
    id: row.id,
    email: row.email,
    refCode: row.ref_code,
    intakeSurveySubmitted: intakeSurveyDone(row),
    profileBonusAwarded: row.profile_bonus_awarded,
    receiveEmail: row.receive_email,
    receiveSms: row.receive_sms,
    ...row.social_handles,
  };
  const entries: [keyof MemberProfile, unknown][] = [
    ['firstName', row.first_name],
    ['lastName', row.last_name],
    ['username', row.username],
    ['birth', row.birth],
    ['gender', row.gender],
    ['homePhone', row.home_phone],
    ['cellPhone', row.cell_phone],
    ['address', row.address],
    ['address2', row.address2],
    ['suite', row.suite],
    ['city', row.city],
    ['state', row.state],
    ['zip', row.zip],
    ['country', row.country],
    ['latitude', row.latitude],
    ['longitude', row.longitude],
    ['companyName', row.company_name],
    ['shippingInstructions', row.shipping_instructions],
  ];
  for (const [key, value] of entries) if (optional(value) !== undefined) Object.assign(profile, { [key]: value });
  return profile;
}

export function findMemberIdByEmail(db: Db, email: string): Promise<{ id: string } | undefined> {
  return db.maybeOne<{ id: string }>('select id from member where lower(email) = lower($1)', [email.trim()]);
}

/** The mailed confirmation link was followed: an unconfirmed member becomes active. */
export async function confirmMember(db: Db, id: string): Promise<void> {
  await db.query(`update member set status = 'active', updated_at = now() where id = $1 and status = 'unconfirmed'`, [
    id,
  ]);
}

/** A social provider vouched for the address, which is what the confirmation mail would prove. */
export async function activateMember(db: Db, id: string): Promise<void> {
  await db.query(`update member set status = 'active', updated_at = now() where id = $1`, [id]);
}

/** A new password from a reset link; following the mailed link proves the address too. */
export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.query(
    `update member set password_hash = $2, status = case when status = 'unconfirmed' then 'active' else status end,
            updated_at = now()
      where id = $1`,
    [id, passwordHash],
  );
}

export async function markIntakeSurveySubmitted(db: Db, id: string): Promise<void> {
  await db.query('update member set intake_survey_submitted = true where id = $1', [id]);
}

export async function markProfileBonusAwarded(db: Db, id: string): Promise<void> {
  await db.query('update member set profile_bonus_awarded = true where id = $1', [id]);
}

export type TokenPurpose = 'confirm' | 'reset';

/** Voids the member's unused tokens of a purpose (a new one replaces them). */
export async function voidOpenTokens(db: Db, memberId: string, purpose: TokenPurpose): Promise<void> {
  await db.query('update member_token set used_at = now() where member_id = $1 and purpose = $2 and used_at is null', [
    memberId,
    purpose,
  ]);
}

export interface NewToken {
  memberId: string;
  purpose: TokenPurpose;
  hash: string;
  ttlMinutes: number;
}

export async function insertToken(db: Db, token: NewToken): Promise<void> {
  await db.query(
    `insert into member_token (member_id, purpose, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [token.memberId, token.purpose, token.hash, token.ttlMinutes],
  );
}

/** The member id of an unused, unexpired token with this hash. */
export async function findValidToken(db: Db, hash: string, purpose: TokenPurpose): Promise<string | undefined> {
  const row = await db.maybeOne<{ member_id: string }>(
    `select member_id from member_token
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()`,
    [hash, purpose],
  );
  return row?.member_id;
}

/** Marks an unused, unexpired token used; its member id, or undefined when it was not valid. */
export async function useValidToken(db: Db, hash: string, purpose: TokenPurpose): Promise<string | undefined> {
  const row = await db.maybeOne<{ member_id: string }>(
    `update member_token set used_at = now()
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
      returning member_id`,
    [hash, purpose],
  );
  return row?.member_id;
}

/** A demo member for seeds: active, with a password, the given profile fields and optionally a fixed id. */
export interface SeedMember extends ProfileFields {
  id?: string;
  email: string;
  passwordHash: string;
  intakeSurveySubmitted: boolean;
}

/** Inserts the member unless its id or e-mail exists; the new id, or undefined when it existed. */
export async function insertMemberIfAbsent(db: Db, member: SeedMember): Promise<string | undefined> {
  const profile = profileAssignments(member);
  const fixedId = member.id ? { columns: ['id'], values: [member.id] } : { columns: [], values: [] };
  const all = ['email', 'password_hash', 'status', 'intake_survey_submitted', ...fixedId.columns, ...profile.columns];
  const fixedValues = [member.email, member.passwordHash, 'active', member.intakeSurveySubmitted, ...fixedId.values];
  const params = [...fixedValues, ...profile.values];
  const placeholders = params.map((_value, index) => `$${index + 1}`).join(', ');
  const row = await db.maybeOne<{ id: string }>(
    `insert into member (${all.join(', ')}) values (${placeholders}) on conflict do nothing returning id`,
    params,
  );
  return row?.id;
}

/** The member's id and status, locked until the transaction ends, for an operator's change of status. */
export function lockMemberStatus(tx: Db, email: string): Promise<{ id: string; status: MemberStatus } | undefined> {
  return tx.maybeOne<{ id: string; status: MemberStatus }>(
    'select id, status from member where lower(email) = lower($1) for update',
    [email.trim()],
  );
}

export interface StatusChangeRow {
  from_status: MemberStatus;
  to_status: MemberStatus;
  reason: string;
  operator: string;
  created_at: Date;
}

/** Sets the member's status and records who did it and why, in the caller's transaction. */
export async function recordStatusChange(
  tx: Db,
  member: { id: string; status: MemberStatus },
  change: { to: MemberStatus; reason: string; operator: string },
): Promise<void> {
  await tx.query('update member set status = $2, updated_at = now() where id = $1', [member.id, change.to]);
  await tx.query(
    `insert into member_status_change (member_id, from_status, to_status, reason, operator)
     values ($1, $2, $3, $4, $5)`,
    [member.id, member.status, change.to, change.reason, change.operator],
  );
}

/** The member's changes of status by operators, oldest first. */
export function findStatusChanges(db: Db, memberId: string): Promise<StatusChangeRow[]> {
  return db.query<StatusChangeRow>(
    `select from_status, to_status, reason, operator, created_at from member_status_change
      where member_id = $1 order by id`,
    [memberId],
  );
}
