import type { AddressSuggestion } from '../contracts';
import { PROFILE_TEXT_MAX_LENGTH } from '../validation/rules';
import { AddressCombobox } from './AddressCombobox';
import { type ApiCall, countryName } from './addressLookup';
import { Field } from './Field';
import { FieldGrid } from './styles';
import { useFormsTranslation } from './labels';

export interface AddressValues {
  address: string;
  address2: string;
  suite: string;
  city: string;
  state: string;
  zip: string;
  /** Set only by choosing a suggestion (hidden); empty while the address is typed freely. */
  latitude: string;
  longitude: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  address: '',
  address2: '',
  suite: '',
  city: '',
  state: '',
  zip: '',
  latitude: '',
  longitude: '',
};

/** The coordinates of a chosen suggestion, as the API takes them; nothing for a typed address. */
export function addressCoordinates(values: AddressValues): { latitude?: number; longitude?: number } {
  const latitude = Number(values.latitude);
  const longitude = Number(values.longitude);
  if (!values.latitude || !values.longitude || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return {};
  return { latitude, longitude };
}

type TextField = Exclude<keyof AddressValues, 'latitude' | 'longitude'>;

interface Props {
  /** The app's API client (the shared apiCall), which the address finder calls through. */
  api: ApiCall;
  values: AddressValues;
  country: string;
  shown: (field: TextField) => boolean;
  errorOf: (field: TextField) => string | undefined;
  onChange: (changes: Partial<AddressValues>, field: keyof AddressValues) => void;
  /**
   * An editable country field after the zip (a shipping address); without it the country is the
   * campaign's, shown in the finder's hint only.
   */
  countryInput?: { value: string; error?: string | undefined; onValue: (value: string) => void };
}

const fromSuggestion = (suggestion: AddressSuggestion): Partial<AddressValues> => ({
  address: suggestion.street,
  city: suggestion.city,
  state: suggestion.state,
  zip: suggestion.zip,
  latitude: String(suggestion.latitude),
  longitude: String(suggestion.longitude),
});

/**
 * The address block. The address finder searches the campaign country only (shown, not editable);
 * choosing a suggestion fills the block, clearing the address empties it, as the spec's finder does.
 */
export function AddressFields({ api, values, country, shown, errorOf, onChange, countryInput }: Props) {
  const { t, i18n } = useFormsTranslation();
  const text = (field: TextField, autoComplete: string) =>
    shown(field) && (
      <Field
        label={t(`fields.${field}`)}
        autoComplete={autoComplete}
        maxLength={PROFILE_TEXT_MAX_LENGTH[field]}
        value={values[field]}
        error={errorOf(field)}
        onValue={(value) => onChange({ [field]: value }, field)}
      />
    );

  function onType(address: string) {
    if (address.trim() === '') {
      onChange({ ...EMPTY_ADDRESS }, 'address');
      return;
    }
    // Coordinates belong to a chosen suggestion; edited text no longer is that place.
    if (values.latitude || values.longitude) onChange({ latitude: '', longitude: '' }, 'latitude');
    onChange({ address }, 'address');
  }

  return (
    <FieldGrid>
      {shown('address') && (
        <AddressCombobox
          api={api}
          label={t('fields.address')}
          value={values.address}
          maxLength={PROFILE_TEXT_MAX_LENGTH.address}
          country={country}
          error={errorOf('address')}
          hint={<small>{t('addressFinder.hint', { country: countryName(country, i18n.language) })}</small>}
          onType={onType}
          onChoose={(suggestion) => onChange(fromSuggestion(suggestion), 'address')}
        />
      )}
      {text('address2', 'address-line2')}
      {text('suite', 'off')}
      {text('city', 'address-level2')}
      {text('state', 'address-level1')}
      {text('zip', 'postal-code')}
      {countryInput && (
        <Field
          label={t('fields.country')}
          autoComplete="country-name"
          maxLength={PROFILE_TEXT_MAX_LENGTH.country}
          value={countryInput.value}
          error={countryInput.error}
          onValue={countryInput.onValue}
        />
      )}
    </FieldGrid>
  );
}
