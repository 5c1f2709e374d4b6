import { isSuccess, toast, useCampaign, useSession } from '@portal/shared';
import {
  Actions,
  birthDateRange,
  BusyButton,
  checkBirth,
  checkName,
  checkRule,
  type Errors,
  failureMessages,
  Field,
  fieldBinder,
  FieldGrid,
  FormCard,
  PROFILE_TEXT_MAX_LENGTH,
  SelectField,
  Spinner,
  useFieldLabel,
  useForm,
  useGenderOptions,
  useValidationMessage,
} from '@portal/kit';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProfile } from '../update-profile/api';
import { withConfiguredRules } from '../update-profile/profileForm';
import { submitIntakeSurvey } from './api';
import { INTAKE_SURVEY_NS } from './translations';

export const INTAKE_MIN_AGE = 18;

interface Values {
  firstName: string;
  lastName: string;
  zip: string;
  birth: string;
  gender: string;
}

const validate = (v: Values): Errors<Values> => ({
  firstName: checkName(v.firstName, 'firstName'),
  lastName: checkName(v.lastName, 'lastName'),
  birth: v.birth ? checkBirth(v.birth, INTAKE_MIN_AGE) : null,
  gender: checkRule(v.gender, { mandatory: true }),
});

/** The intake survey, pre-filled from the profile; calls onDone after a successful save. */
export function IntakeSurveyForm({ onDone }: { onDone: () => void }) {
  const memberId = useSession((s) => s.user?.id);
  const [initial, setInitial] = useState<Values | null>(null);

  useEffect(() => {
    if (!memberId) return;
    void fetchProfile(memberId).then((body) => {
      const p = isSuccess(body) ? body.data : undefined;
      const gender = p?.gender === 'm' || p?.gender === 'f' ? p.gender : '';
      setInitial({
        firstName: p?.firstName ?? '',
        lastName: p?.lastName ?? '',
        zip: p?.zip ?? '',
        birth: p?.birth ?? '',
        gender,
      });
    });
  }, [memberId]);

  return initial ? <SurveyFields initial={initial} onDone={onDone} /> : <Spinner />;
}

function SurveyFields({ initial, onDone }: { initial: Values; onDone: () => void }) {
  const { t } = useTranslation(INTAKE_SURVEY_NS);
  const fieldLabel = useFieldLabel();
  const genderOptions = useGenderOptions(['m', 'f']);
  const message = useValidationMessage();
  const [busy, setBusy] = useState(false);
  const userFields = useCampaign((state) => state.config?.uiConfig.userFields);
  const configured = useMemo(() => withConfiguredRules(validate, userFields ?? []), [userFields]);
  const form = useForm<Values>(initial, configured);
  const bind = fieldBinder(form, (field) => message(form.visibleError(field)), PROFILE_TEXT_MAX_LENGTH);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.attemptSubmit(event) || busy) return;
    setBusy(true);
    const { firstName, lastName, zip, birth, gender } = form.values;
    const body = await submitIntakeSurvey({
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      gender: gender as 'm' | 'f',
      ...(zip.trim() ? { zip: zip.trim() } : {}),
      ...(birth ? { birth } : {}),
    });
    setBusy(false);
    if (!isSuccess(body) || !body.data) {
      return failureMessages(body, t('somethingWentWrong')).forEach((text) => toast.error(text));
    }
    const session = useSession.getState();
    if (session.user)
      session.setUser({
        ...session.user,
        firstName: body.data.firstName,
        lastName: body.data.lastName,
        name: `${firstName.trim()} ${lastName.trim()}`,
        requestIntakeSurveySubmitted: true,
      });
    toast.success(t('saved'));
    onDone();
  }

  return (
    <FormCard onSubmit={(event) => void submit(event)} noValidate aria-label={t('title')}>
      <FieldGrid>
        <Field label={fieldLabel('firstName')} autoComplete="given-name" {...bind('firstName')} />
        <Field label={fieldLabel('lastName')} autoComplete="family-name" {...bind('lastName')} />
        <Field label={fieldLabel('zip')} autoComplete="postal-code" {...bind('zip')} />
        <Field label={fieldLabel('birth')} type="date" {...birthDateRange(INTAKE_MIN_AGE)} {...bind('birth')} />
        <SelectField label={fieldLabel('gender')} options={genderOptions} {...bind('gender')} />
      </FieldGrid>
      <Actions>
        <BusyButton type="submit" busy={busy}>
          {t('submit')}
        </BusyButton>
      </Actions>
    </FormCard>
  );
}
