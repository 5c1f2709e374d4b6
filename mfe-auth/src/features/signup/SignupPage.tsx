import { apiCall, isSuccess, loadCampaign, toast, useCampaign } from '@portal/shared';
import {
  Actions,
  AddressFields,
  type AddressValues,
  birthDateRange,
  BusyButton,
  type CampaignConfig,
  Captcha,
  ConsentFields,
  failureMessages,
  Field,
  fieldBinder,
  FieldGrid,
  type FieldName,
  FormCard,
  maskPhone,
  PROFILE_TEXT_MAX_LENGTH,
  SelectField,
  Spinner,
  type StringField,
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
  // Register keeps focus while busy (the kit's BusyButton), so the dialog gives focus back to it.
  const closePreRegistration = useCallback(() => setNotVerified(false), []);
  const validate = useCallback((values: SignupValues) => validateSignup(values, config), [config]);
  const form = useForm<SignupValues>(EMPTY_SIGNUP, validate);
  const rules = fieldRules(config);
  const shown = (field: string) => rules.has(field);
  const errorOf = (field: keyof SignupValues) => message(form.visibleError(field));
  const bind = fieldBinder(form, errorOf, PROFILE_TEXT_MAX_LENGTH);
  const text = (field: StringField<SignupValues> & FieldName, props: { type?: string; autoComplete?: string } = {}) =>
    shown(field) && <Field label={fieldLabel(field)} {...props} {...bind(field)} />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.attemptSubmit(event) || busy) return;
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
        <Field label={fieldLabel('email')} type="email" autoComplete="email" {...bind('email')} />
        <Field label={fieldLabel('confirmEmail')} type="email" autoComplete="email" {...bind('confirmEmail')} />
        {shown('birth') && (
          <Field label={fieldLabel('birth')} type="date" {...birthDateRange(SIGNUP_MIN_AGE)} {...bind('birth')} />
        )}
        {shown('cellPhone') && (
          <Field
            label={fieldLabel('cellPhone')}
            type="tel"
            autoComplete="tel"
            placeholder="+1"
            {...bind('cellPhone', maskPhone)}
          />
        )}
        {shown('homePhone') && (
          <Field label={fieldLabel('homePhone')} type="tel" placeholder="+1" {...bind('homePhone', maskPhone)} />
        )}
        {shown('gender') && <SelectField label={fieldLabel('gender')} options={genderOptions} {...bind('gender')} />}
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
        <Field label={fieldLabel('password')} type="password" autoComplete="new-password" {...bind('password')} />
        <Field
          label={fieldLabel('passwordConfirm')}
          type="password"
          autoComplete="new-password"
          {...bind('passwordConfirm')}
        />
      </FieldGrid>
      <ConsentFields values={form.values} onChange={(field, checked) => form.set(field, checked)} />
      {config.captchaConfig.registrationCaptcha && (
        <Captcha config={config.captchaConfig} action="signup" onToken={(token) => form.set('captcha', token)} />
      )}
      {form.visibleError('captcha') && <p role="alert">{errorOf('captcha')}</p>}
      <Actions>
        <BusyButton type="submit" busy={busy}>
          {busy ? t('submitting') : t('submit')}
        </BusyButton>
        <Link to="/login">{t('loginLink')}</Link>
      </Actions>
      {notVerified && <PreRegistrationModal onClose={closePreRegistration} />}
    </FormCard>
  );
}
