import {
  addressCoordinates,
  type AddressValues,
  type CampaignConfig,
  checkBirth,
  checkName,
  checkPhone,
  checkRule,
  EMPTY_ADDRESS,
  type Errors,
  type FieldError,
  type FieldName,
  type MemberProfile,
  type ProfileUpdateRequest,
} from '@portal/kit';

export const PROFILE_MIN_AGE = 18;

export interface ProfileValues extends AddressValues {
  firstName: string;
  lastName: string;
  birth: string;
  gender: string;
  cellPhone: string;
  homePhone: string;
  instagramHandle: string;
  facebookHandle: string;
  tiktokHandle: string;
  twitterHandle: string;
  receiveEmail: boolean;
  receiveSms: boolean;
}

type TextKey = Exclude<keyof ProfileValues, 'receiveEmail' | 'receiveSms' | 'latitude' | 'longitude'>;
const ADDRESS_TEXT_KEYS = Object.keys(EMPTY_ADDRESS).filter(
  (key) => key !== 'latitude' && key !== 'longitude',
) as TextKey[];
const TEXT_KEYS: TextKey[] = [
  'firstName',
  'lastName',
  'birth',
  'gender',
  'cellPhone',
  'homePhone',
  'instagramHandle',
  'facebookHandle',
  'tiktokHandle',
  'twitterHandle',
  ...ADDRESS_TEXT_KEYS,
];

/** The profile fields an API error may name by its `type`: each has a label (the kit's useFieldLabel). */
const LABELLED_FIELDS: readonly FieldName[] = [...TEXT_KEYS, 'receiveEmail', 'receiveSms'];

/** The form field an API error's `type` names, or null for another (e.g. "body", a schema error). */
export function profileField(type: string | undefined): FieldName | null {
  return LABELLED_FIELDS.find((field) => field === type) ?? null;
}

export function profileValues(profile: MemberProfile): ProfileValues {
  const values = Object.fromEntries(TEXT_KEYS.map((key) => [key, String(profile[key] ?? '')])) as Record<
    TextKey,
    string
  >;
  const coordinates = { latitude: String(profile.latitude ?? ''), longitude: String(profile.longitude ?? '') };
  return {
    ...values,
    ...coordinates,
    receiveEmail: profile.receiveEmail ?? false,
    receiveSms: profile.receiveSms ?? false,
  };
}

const optionalBirth = (value: string): FieldError | null => (value ? checkBirth(value, PROFILE_MIN_AGE) : null);

/** Names, gender and cell phone are mandatory on the profile; birth 18+ (docs/product/validation.md). */
export function validateProfile(v: ProfileValues): Errors<ProfileValues> {
  return {
    firstName: checkName(v.firstName, 'firstName'),
    lastName: checkName(v.lastName, 'lastName'),
    gender: checkRule(v.gender, { mandatory: true }),
    cellPhone: checkPhone(v.cellPhone, true),
    homePhone: checkPhone(v.homePhone, false),
    birth: optionalBirth(v.birth),
  };
}

/** Every field is sent; an emptied one is sent empty, which clears it. */
export function profilePayload(v: ProfileValues): ProfileUpdateRequest {
  const text = Object.fromEntries(TEXT_KEYS.filter((key) => key !== 'gender').map((key) => [key, v[key].trim()]));
  return {
    ...text,
    ...addressCoordinates(v),
    gender: v.gender as 'm' | 'f' | 'na',
    receiveEmail: v.receiveEmail,
    receiveSms: v.receiveSms,
  };
}

/**
 * Adds, to each filled field the validation leaves without an error, the campaign's configured rule
 * (uiConfig.userFields), as the API checks it: a zip of "ABC" would otherwise be saved and then refused by
 * the shipping address it prefills. On the profile and the intake survey only their fixed rules make a
 * field mandatory (docs/product/validation.md, Profile and intake rules).
 */
export function withConfiguredRules<V extends object>(
  validate: (values: V) => Errors<V>,
  userFields: CampaignConfig['uiConfig']['userFields'],
): (values: V) => Errors<V> {
  return (values) => {
    const errors: Errors<V> = { ...validate(values) };
    const texts = values as Record<string, unknown>;
    for (const { name, validation } of userFields) {
      const field = name as keyof V;
      const value = texts[name];
      if (!(name in values) || errors[field] || typeof value !== 'string' || !value.trim()) continue;
      errors[field] = checkRule(value.trim(), { ...validation, mandatory: false });
    }
    return errors;
  };
}
