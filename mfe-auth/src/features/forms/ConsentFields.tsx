import { useTranslation } from 'react-i18next';
import { CheckRow } from './styles';
import { FORMS_NS } from './translations';

interface Consents {
  receiveEmail: boolean;
  receiveSms: boolean;
}

/** The marketing consents, asked the same way at sign-up and on the profile. */
export function ConsentFields({ values, onChange }: { values: Consents; onChange: (field: keyof Consents, checked: boolean) => void }) {
  const { t } = useTranslation(FORMS_NS);
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
