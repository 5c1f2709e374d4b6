import { endSession, isSuccess, loadCampaign, outageKey, toast, useCampaign } from '@portal/shared';
import {
  Actions,
  BusyButton,
  Captcha,
  type Errors,
  Field,
  FormCard,
  type SignInResult,
  TitledPage,
  useFieldLabel,
  useForm,
  useValidationMessage,
} from '@portal/kit';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { completeSignIn, destinationFrom } from '../session/completeSignIn';
import { SocialSignIn } from '../social/SocialSignIn';
import { signIn } from './api';
import { OtpModal } from './OtpModal';
import { otpLength, otpWaitSeconds } from './otpConfig';
import type { ForgetPasswordState } from '../forget-password/ForgetPasswordPage';
import { LOGIN_NS } from './translations';

/** Below the form: what an unconfirmed member can do, which the spec's one-line error does not say. */
const Hint = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
`;

interface LoginValues {
  email: string;
  password: string;
  captcha: string;
}

/** The login screen: e-mail and password, optional captcha, social buttons, then the OTP step. */
export function LoginPage() {
  const { t } = useTranslation(LOGIN_NS);
  const fieldLabel = useFieldLabel();
  const message = useValidationMessage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const config = useCampaign((state) => state.config);
  const captchaOn = config?.captchaConfig.loginCaptcha ?? false;
  const [otpMember, setOtpMember] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);

  useEffect(() => void loadCampaign(), []);

  const validate = useCallback(
    (values: LoginValues): Errors<LoginValues> => ({
      email: values.email.trim() ? null : { key: 'loginEmailEmpty' },
      password: values.password ? null : { key: 'loginPasswordEmpty' },
      captcha: captchaOn && !values.captcha ? { key: 'loginCaptcha' } : null,
    }),
    [captchaOn],
  );
  const form = useForm<LoginValues>({ email: '', password: '', captcha: '' }, validate);

  const signedIn = useCallback(
    async (result: SignInResult) => {
      setOtpMember(null);
      await completeSignIn(result);
      navigate(destinationFrom(search));
    },
    [navigate, search],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.attemptSubmit(event) || busy) return;
    setBusy(true);
    const { email, password, captcha } = form.values;
    const body = await signIn({ username: email.trim(), password, ...(captchaOn ? { captchaVal: captcha } : {}) });
    setBusy(false);
    setUnconfirmed(body.httpCode === 406);
    if (body.httpCode === 204 && typeof body.data === 'string') {
      // The OTP step starts a new sign-in: a session this browser still holds ends first (docs/product/identity.md).
      await endSession();
      return setOtpMember(body.data);
    }
    if (isSuccess(body) && body.data && typeof body.data === 'object') {
      toast.success(t('welcomeBack'));
      return void signedIn(body.data);
    }
    const outage = outageKey(body);
    if (outage) toast.error(t(outage));
    else if (body.httpCode === 403) toast.error(t('suspended'));
    else if (body.httpCode === 406) toast.error(t('notVerified'));
    else if (body.httpCode === 429 && body.message) toast.error(body.message);
    else toast.error(t('invalidCredentials'));
  }

  return (
    <TitledPage title={t('title')} lead={t('lead')}>
      <FormCard onSubmit={(event) => void submit(event)} noValidate aria-label={t('title')}>
        <Field
          label={fieldLabel('email')}
          type="email"
          autoComplete="email"
          value={form.values.email}
          error={message(form.visibleError('email'))}
          onValue={(v) => form.set('email', v)}
        />
        <Field
          label={fieldLabel('password')}
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          error={message(form.visibleError('password'))}
          onValue={(v) => form.set('password', v)}
        />
        {captchaOn && (
          <Captcha config={config?.captchaConfig} action="login" onToken={(token) => form.set('captcha', token)} />
        )}
        {captchaOn && form.visibleError('captcha') && <p role="alert">{message(form.visibleError('captcha'))}</p>}
        <Actions>
          <BusyButton type="submit" busy={busy}>
            {busy ? t('signingIn') : t('submit')}
          </BusyButton>
          <Link to="/forget-password">{t('forgotLink')}</Link>
          <Link to="/signup">{t('signupLink')}</Link>
        </Actions>
        <SocialSignIn onSignedIn={(result) => void signedIn(result)} />
      </FormCard>
      {unconfirmed && (
        <Hint role="status">
          {t('notVerifiedHint')}{' '}
          <Link to="/forget-password" state={{ email: form.values.email.trim() } satisfies ForgetPasswordState}>
            {t('notVerifiedLink')}
          </Link>
        </Hint>
      )}
      {otpMember && config && (
        <OtpModal
          memberId={otpMember}
          length={otpLength(config.otp.length)}
          waitSeconds={otpWaitSeconds(config.otp.waitSeconds)}
          onSignedIn={(result) => void signedIn(result)}
          onClose={() => setOtpMember(null)}
        />
      )}
    </TitledPage>
  );
}
