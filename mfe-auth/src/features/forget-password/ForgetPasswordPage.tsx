import { apiCall, isSuccess, toast } from '@portal/shared';
import {
  Actions,
  BusyButton,
  type Errors,
  Field,
  type ForgotPasswordRequest,
  FormCard,
  TitledPage,
  useFieldLabel,
  useForm,
  useValidationMessage,
} from '@portal/kit';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FORGET_PASSWORD_NS } from './translations';

export const FORGOT_PASSWORD_PATH = '/s1/identities/forgot-password';

/** What a link to this page may bring: the e-mail the member already typed at sign-in. */
export interface ForgetPasswordState {
  email?: string;
}

/** One e-mail field, filled with the e-mail a link brought; the API mails a reset link. */
export function ForgetPasswordPage() {
  const { t } = useTranslation(FORGET_PASSWORD_NS);
  const fieldLabel = useFieldLabel();
  const message = useValidationMessage();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const label = fieldLabel('email');
  const validate = useCallback(
    (v: { email: string }): Errors<{ email: string }> => ({
      email: v.email.trim() ? null : { key: 'labelEmpty', values: { label } },
    }),
    [label],
  );
  const brought = (useLocation().state as ForgetPasswordState | null)?.email;
  const form = useForm({ email: typeof brought === 'string' ? brought : '' }, validate);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.attemptSubmit(event) || busy) return;
    setBusy(true);
    const request: ForgotPasswordRequest = { email: form.values.email.trim() };
    const body = await apiCall<null>({ method: 'POST', url: FORGOT_PASSWORD_PATH, data: request });
    setBusy(false);
    if (isSuccess(body)) {
      toast.success(body.message ?? t('sent'));
      return navigate('/login');
    }
    toast.error(
      body.errors?.length ? t('notRegistered') : (body.httpCode === 429 && body.message) || t('somethingWentWrong'),
    );
  }

  return (
    <TitledPage title={t('title')} lead={t('lead')}>
      <FormCard onSubmit={(event) => void submit(event)} noValidate aria-label={t('title')}>
        <Field
          label={label}
          type="email"
          autoComplete="email"
          value={form.values.email}
          error={message(form.visibleError('email'))}
          onValue={(v) => form.set('email', v)}
        />
        <Actions>
          <BusyButton type="submit" busy={busy}>
            {t('submit')}
          </BusyButton>
          <Link to="/login">{t('loginInstead')}</Link>
        </Actions>
      </FormCard>
    </TitledPage>
  );
}
