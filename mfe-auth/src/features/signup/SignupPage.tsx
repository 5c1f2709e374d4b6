import { apiCall, isSuccess, loadCampaign, toast, useCampaign } from '@portal/shared';
import {
  Actions,
  AddressFields,
  type AddressValues,
  Button,
  type CampaignConfig,
  Captcha,
  ConsentFields,
  failureMessages,
  Field,
  FieldGrid,
  type FieldName,
  FormCard,
  maskPhone,
  maxBirthDate,
  SelectField,
  Spinner,
  TitledPage,
  useFieldLabel,
  useForm,
  useGenderOptions,
  useValidationMessage,
} from '@portal/kit';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { preValidate, signup } from './api';
import { PreRegistrationModal } from './PreRegistrationModal';
import {
  EMPTY_SIGNUP,
  SIGNUP_MIN_AGE,
  type SignupValues,
  campaignCountry,
  fieldRules,
  signupPayload,
  validateSignup,
} from './signupForm';
import { SIGNUP_NS } from './translations';

/** Registration: the campaign's fields, validated on every change and on submit. */
export function SignupPage() {
  const { t } = useTranslation(SIGNUP_NS);
  const config = useCampaign((state) => state.config);
  useEffect(() => void loadCampaign(), []);
  return (
    <TitledPage title={t('title')} lead={t('lead')}>
      {config ? <SignupForm config={config} /> : <Spinner />}
    </TitledPage>
  );
}

function SignupForm({ config }: { config: CampaignConfig }) {
  const { t } = useTranslation(SIGNUP_NS);
  const fieldLabel = useFieldLabel();
  const genderOptions = useGenderOptions(['m', 'f']);
  const message = useValidationMessage();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [notVerified, setNotVerified] = useState(false);
  const validate = useCallback((values: SignupValues) => validateSignup(values, config), [config]);
  const form = useForm<SignupValues>(EMPTY_SIGNUP, validate);
  const rules = fieldRules(config);
  const shown = (field: string) => rules.has(field);
  const errorOf = (field: keyof SignupValues) => message(form.visibleError(field));
  const text = (field: keyof SignupValues & FieldName, props: { type?: string; autoComplete?: string } = {}) =>
    shown(field) && (
      <Field
        label={fieldLabel(field)}
        {...props}
        value={form.values[field] as string}
        error={errorOf(field)}
        onValue={(v) => form.set(field, v)}
      />
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.attemptSubmit() || busy) return;
    setBusy(true);
    try {
      const payload = signupPayload(form.values, config, query);
      if (config.usePreRegistration) {
        const check = await preValidate(payload);
        if (!check.data) return failureMessages(check, t('somethingWentWrong')).forEach((text) => toast.error(text));
        if (!check.data.valid) {
          toast.error(check.data.errorReason ?? t('preRegistration.body'));
          return setNotVerified(true);
        }
      }
      const body = await signup(payload, query.get('refCode'));
      if (isSuccess(body)) {
        toast.success(body.message ?? t('success'));
        return navigate('/login');
      }
      failureMessages(body, t('somethingWentWrong')).forEach((text) => toast.error(text));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormCard onSubmit={(event) => void submit(event)} noValidate aria-label={t('title')}>
      <FieldGrid>
        {text('firstName', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
        <Field
          label={fieldLabel('email')}
          type="email"
          autoComplete="email"
          value={form.values.email}
          error={errorOf('email')}
          onValue={(v) => form.set('email', v)}
        />
        <Field
          label={fieldLabel('confirmEmail')}
          type="email"
          autoComplete="email"
          value={form.values.confirmEmail}
          error={errorOf('confirmEmail')}
          onValue={(v) => form.set('confirmEmail', v)}
        />
        {shown('birth') && (
          <Field
            label={fieldLabel('birth')}
            type="date"
            max={maxBirthDate(SIGNUP_MIN_AGE)}
            value={form.values.birth}
            error={errorOf('birth')}
            onValue={(v) => form.set('birth', v)}
          />
        )}
        {shown('cellPhone') && (
          <Field
            label={fieldLabel('cellPhone')}
            type="tel"
            autoComplete="tel"
            placeholder="+1"
            value={form.values.cellPhone}
            error={errorOf('cellPhone')}
            onValue={(v) => form.set('cellPhone', maskPhone(v))}
          />
        )}
        {shown('homePhone') && (
          <Field
            label={fieldLabel('homePhone')}
            type="tel"
            placeholder="+1"
            value={form.values.homePhone}
            error={errorOf('homePhone')}
            onValue={(v) => form.set('homePhone', maskPhone(v))}
          />
        )}
        {shown('gender') && (
          <SelectField
            label={fieldLabel('gender')}
            value={form.values.gender}
            error={errorOf('gender')}
            options={genderOptions}
            onValue={(v) => form.set('gender', v)}
          />
        )}
        {text('companyName', { autoComplete: 'organization' })}
        {text('shippingInstructions')}
      </FieldGrid>
      <AddressFields
        api={apiCall}
        values={form.values}
        country={campaignCountry(config)}
        shown={(field) => shown(field)}
        errorOf={(field) => errorOf(field)}
        onChange={(changes: Partial<AddressValues>, field) =>
          Object.keys(changes).length > 1 ? form.patch(changes) : form.set(field, changes[field]!)
        }
      />
      <FieldGrid>
        <Field
          label={fieldLabel('password')}
          type="password"
          autoComplete="new-password"
          value={form.values.password}
          error={errorOf('password')}
          onValue={(v) => form.set('password', v)}
        />
        <Field
          label={fieldLabel('passwordConfirm')}
          type="password"
          autoComplete="new-password"
          value={form.values.passwordConfirm}
          error={errorOf('passwordConfirm')}
          onValue={(v) => form.set('passwordConfirm', v)}
        />
      </FieldGrid>
      <ConsentFields values={form.values} onChange={(field, checked) => form.set(field, checked)} />
      {config.captchaConfig.registrationCaptcha && (
        <Captcha config={config.captchaConfig} action="signup" onToken={(token) => form.set('captcha', token)} />
      )}
      {form.visibleError('captcha') && <p role="alert">{errorOf('captcha')}</p>}
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? t('submitting') : t('submit')}
        </Button>
        <Link to="/login">{t('loginLink')}</Link>
      </Actions>
      {notVerified && <PreRegistrationModal onClose={() => setNotVerified(false)} />}
    </FormCard>
  );
}
