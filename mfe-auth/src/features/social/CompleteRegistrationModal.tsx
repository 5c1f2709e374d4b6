import { isSuccess, toast } from '@portal/shared';
import {
  Actions,
  BusyButton,
  type Errors,
  failureMessages,
  Field,
  Modal,
  SelectField,
  type SignInResult,
  type SocialRegistrationNeeded,
  useFieldLabel,
  useForm,
  useGenderOptions,
  useValidationMessage,
} from '@portal/kit';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { completeRegistration } from './api';
import { LOGIN_NS } from '../login/translations';
import { SOCIAL_NS } from './translations';

interface Values {
  firstName: string;
  lastName: string;
  gender: string;
}

const notEmpty = (value: string) => (value.trim() ? null : { key: 'notEmpty' as const });

/** After a social sign-in answered 202: the missing registration fields; the e-mail is the provider's verified one. */
export function CompleteRegistrationModal({
  registration,
  onSignedIn,
  onClose,
}: {
  registration: SocialRegistrationNeeded;
  onSignedIn: (result: SignInResult) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(SOCIAL_NS);
  const fieldLabel = useFieldLabel();
  const genderOptions = useGenderOptions(['m', 'f']);
  const message = useValidationMessage();
  const [busy, setBusy] = useState(false);
  const validate = useCallback(
    (v: Values): Errors<Values> => ({
      firstName: notEmpty(v.firstName),
      lastName: notEmpty(v.lastName),
      gender: notEmpty(v.gender),
    }),
    [],
  );
  const form = useForm<Values>(
    {
      firstName: registration.firstName ?? '',
      lastName: registration.lastName ?? '',
      gender: '',
    },
    validate,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.attemptSubmit(event) || busy) return;
    setBusy(true);
    const { firstName, lastName, gender } = form.values;
    const body = await completeRegistration({
      firstName,
      lastName,
      gender: gender as 'm' | 'f',
      additionalInfo: { token: registration.registrationToken },
    });
    setBusy(false);
    if (isSuccess(body) && body.data) {
      toast.success(t('otp.success', { ns: LOGIN_NS }));
      return onSignedIn(body.data);
    }
    failureMessages(body, t('somethingWentWrong')).forEach((text) => toast.error(text));
  }

  return (
    <Modal title={t('completeTitle')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('completeLead')}</p>
        <Field
          label={fieldLabel('firstName')}
          value={form.values.firstName}
          error={message(form.visibleError('firstName'))}
          onValue={(v) => form.set('firstName', v)}
        />
        <Field
          label={fieldLabel('lastName')}
          value={form.values.lastName}
          error={message(form.visibleError('lastName'))}
          onValue={(v) => form.set('lastName', v)}
        />
        <SelectField
          label={fieldLabel('gender')}
          value={form.values.gender}
          error={message(form.visibleError('gender'))}
          options={genderOptions}
          onValue={(v) => form.set('gender', v)}
        />
        <Actions>
          <BusyButton type="submit" busy={busy}>
            {t('completeSubmit')}
          </BusyButton>
        </Actions>
      </form>
    </Modal>
  );
}
