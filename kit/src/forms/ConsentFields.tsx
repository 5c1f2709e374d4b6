import { CheckRow } from './styles';
import { useFormsTranslation } from './labels';

interface Consents {
  receiveEmail: boolean;
  receiveSms: boolean;
}

/** The marketing consents, asked the same way at sign-up and on the profile. */
export function ConsentFields({
  values,
  onChange,
}: {
  values: Consents;
  onChange: (field: keyof Consents, checked: boolean) => void;
}) {
  const { t } = useFormsTranslation();
  return (
    <>
      {(['receiveEmail', 'receiveSms'] as const).map((field) => (
        <CheckRow key={field}>
          <input type="checkbox" checked={values[field]} onChange={(e) => onChange(field, e.target.checked)} />
          {t(`fields.${field}`)}
        </CheckRow>
      ))}
    </>
  );
}
