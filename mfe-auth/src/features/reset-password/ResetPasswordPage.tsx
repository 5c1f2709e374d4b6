import { type OutageKey, apiCall, isSuccess, loadCampaign, outageKey, toast, useCampaign } from '@portal/shared';
import {
  Actions,
  BusyButton,
  checkPasswordsMatch,
  checkRule,
  type Errors,
  Field,
  type FieldRule,
  FormCard,
  LoadFailed,
  Notice,
  passwordLengthRule,
  type ResetPasswordRequest,
  Spinner,
  TitledPage,
  useFieldLabel,
  useForm,
  useValidationMessage,
} from '@portal/kit';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { RESET_PASSWORD_NS } from './translations';

export const TOKEN_VALIDATION_PATH = '/s2/identities/tokenvalidation';
export const RESET_PASSWORD_PATH = '/s1/identities/reset-password';

/** The outcome of the link's check; an outage says nothing of the link, so it is neither valid nor invalid. */
type TokenState = 'checking' | 'valid' | 'invalid' | OutageKey;
interface Values {
  password: string;
  passwordConfirm: string;
}

/**
 * The configured password rules, each with its own message (docs/product/validation.md, Password rule),
 * and the length sign-up and the API allow: a member may set again a passphrase as long as the first.
 */
const validateWith =
  (rule: FieldRule) =>
  (v: Values): Errors<Values> => ({
    password: checkRule(v.password, { ...passwordLengthRule(rule), mandatory: true }),
    passwordConfirm: v.passwordConfirm ? checkPasswordsMatch(v.password, v.passwordConfirm) : { key: 'notEmpty' },
  });

export function ResetPasswordPage() {
  const { t } = useTranslation(RESET_PASSWORD_NS);
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const [state, setState] = useState<TokenState>(token ? 'checking' : 'invalid');
  const rule = useCampaign((s) => s.config?.uiConfig.passwordRule);
  // Each attempt checks the link again: "Try again" after an outage.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => void loadCampaign(), []);

  useEffect(() => {
    if (!token) return undefined;
    let alive = true;
    void apiCall<null>({ method: 'POST', url: TOKEN_VALIDATION_PATH, params: { token }, data: {} }).then((body) => {
      if (alive) setState(isSuccess(body) ? 'valid' : (outageKey(body) ?? 'invalid'));
    });
    return () => {
      alive = false;
    };
  }, [token, attempt]);

  const retry = () => {
    setState('checking');
    setAttempt((n) => n + 1);
  };

  return (
    <TitledPage title={t('title')} lead={t('lead')}>
      {state === 'checking' && <Spinner />}
      {state === 'invalid' && (
        <Notice $tone="error" role="alert">
          {t('invalidLink')} <Link to="/forget-password">{t('newLink')}</Link>
        </Notice>
      )}
      {(state === 'common:networkError' || state === 'common:somethingWentWrong') && (
        <LoadFailed message={t(state)} onRetry={retry} />
      )}
      {state === 'valid' && rule && <ResetForm token={token} rule={rule} />}
    </TitledPage>
  );
}

function ResetForm({ token, rule }: { token: string; rule: FieldRule }) {
  const { t } = useTranslation(RESET_PASSWORD_NS);
  const fieldLabel = useFieldLabel();
  const message = useValidationMessage();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const validate = useCallback((v: Values) => validateWith(rule)(v), [rule]);
  const form = useForm<Values>({ password: '', passwordConfirm: '' }, validate);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.attemptSubmit(event) || busy) return;
    setBusy(true);
    const request: ResetPasswordRequest = { password: form.values.password };
    const body = await apiCall<null>({ method: 'POST', url: RESET_PASSWORD_PATH, params: { token }, data: request });
    setBusy(false);
    if (body.httpCode === 200 || body.httpCode === 202) {
      toast.success(body.message ?? t('done'));
      return navigate('/login');
    }
    toast.error(body.httpCode === 404 ? t('invalidLink') : (body.message ?? t('somethingWentWrong')));
  }

  return (
    <FormCard onSubmit={(event) => void submit(event)} noValidate aria-label={t('title')}>
      <Field
        label={fieldLabel('newPassword')}
        type="password"
        autoComplete="new-password"
        value={form.values.password}
        error={message(form.visibleError('password'))}
        onValue={(v) => form.set('password', v)}
      />
      <Field
        label={fieldLabel('passwordConfirm')}
        type="password"
        autoComplete="new-password"
        value={form.values.passwordConfirm}
        error={message(form.visibleError('passwordConfirm'))}
        onValue={(v) => form.set('passwordConfirm', v)}
      />
      <Actions>
        <BusyButton type="submit" busy={busy}>
          {t('submit')}
        </BusyButton>
      </Actions>
    </FormCard>
  );
}
