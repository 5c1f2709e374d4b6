import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import { FieldGrid } from './styles';

export interface AddressValues {
  address: string;
  address2: string;
  suite: string;
  city: string;
  state: string;
  zip: string;
}

export const EMPTY_ADDRESS: AddressValues = { address: '', address2: '', suite: '', city: '', state: '', zip: '' };

interface Props {
  values: AddressValues;
  country: string;
  shown: (field: keyof AddressValues) => boolean;
  errorOf: (field: keyof AddressValues) => string | undefined;
  onChange: (changes: Partial<AddressValues>, field: keyof AddressValues) => void;
}

/**
 * The address block. The street search is limited to the campaign country (shown, not editable);
 * clearing it empties the other address fields, as the spec's address finder does.
 */
export function AddressFields({ values, country, shown, errorOf, onChange }: Props) {
  const { t } = useTranslation('auth');
  const text = (field: keyof AddressValues, autoComplete: string) =>
    shown(field) && (
      <Field label={t(`fields.${field}`)} autoComplete={autoComplete} value={values[field]} error={errorOf(field)} onValue={(value) => onChange({ [field]: value }, field)} />
    );
  return (
    <FieldGrid>
      {shown('address') && (
        <Field
          label={t('fields.address')}
          type="search"
          autoComplete="street-address"
          value={values.address}
          error={errorOf('address')}
          hint={<small>{t('fields.addressHint', { country })}</small>}
          onValue={(address) => onChange(address.trim() === '' ? { ...EMPTY_ADDRESS } : { address }, 'address')}
        />
      )}
      {text('address2', 'address-line2')}
      {text('suite', 'off')}
      {text('city', 'address-level2')}
      {text('state', 'address-level1')}
      {text('zip', 'postal-code')}
    </FieldGrid>
  );
}
