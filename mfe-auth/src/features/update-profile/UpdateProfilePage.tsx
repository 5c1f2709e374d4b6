import {
  apiCall,
  isSuccess,
  loadCampaign,
  refreshPointBalance,
  toast,
  useCampaign,
  useDraftOnSessionEnd,
  useKeptDraft,
  useSession,
} from '@portal/shared';
import {
  Actions,
  AddressFields,
  birthDateRange,
  BusyButton,
  type CampaignConfig,
  ConsentFields,
  Field,
  fieldBinder,
  FieldGrid,
  type FieldName,
  FormCard,
  maskPhone,
  type MemberProfile,
  Notice,
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
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { campaignCountry } from '../signup/signupForm';
import { fetchProfile, saveProfile } from './api';
import {
  PROFILE_MIN_AGE,
  profileField,
  type ProfileValues,
  profilePayload,
  profileValues,
  validateProfile,
  withConfiguredRules,
} from './profileForm';
import { UPDATE_PROFILE_NS } from './translations';

/** The profile form's name among the drafts a session's end keeps (shared's useKeptDraft). */
const PROFILE_DRAFT = 'profile';

/** The member's profile page. */
export function UpdateProfilePage() {
  const { t } = useTranslation(UPDATE_PROFILE_NS);
  const memberId = useSession((s) => s.user?.id);
  const config = useCampaign((s) => s.config);
  const [profile, setProfile] = useState<MemberProfile | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void loadCampaign();
    if (!memberId) return;
    void fetchProfile(memberId).then((body) =>
      isSuccess(body) && body.data ? setProfile(body.data) : setFailed(true),
    );
  }, [memberId]);

  return (
    <TitledPage title={t('title')} lead={t('lead')}>
      {failed && (
        <Notice $tone="error" role="alert">
          {t('somethingWentWrong')}
        </Notice>
      )}
      {!failed && (profile && config ? <ProfileForm profile={profile} config={config} /> : <Spinner />)}
    </TitledPage>
  );
}

function ProfileForm({ profile, config }: { profile: MemberProfile; config: CampaignConfig }) {
  const { t } = useTranslation(UPDATE_PROFILE_NS);
  const fieldLabel = useFieldLabel();
  const genderOptions = useGenderOptions(['m', 'f', 'na']);
  const message = useValidationMessage();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const validate = useMemo(() => withConfiguredRules(validateProfile, config.uiConfig.userFields), [config]);
  const saved = useMemo(() => profileValues(profile), [profile]);
  // What the member typed before their session ended under this form, given back after they sign in.
  const { start, restored } = useKeptDraft(PROFILE_DRAFT, saved);
  const form = useForm<ProfileValues>(start, validate);
  useDraftOnSessionEnd(PROFILE_DRAFT, form.values, saved);
  const errorOf = (field: keyof ProfileValues) => message(form.visibleError(field));
  const bind = fieldBinder(form, errorOf, PROFILE_TEXT_MAX_LENGTH);
  const text = (
    field: StringField<ProfileValues> & FieldName,
    props: { type?: string; autoComplete?: string } = {},
  ) => <Field label={fieldLabel(field)} {...props} {...bind(field)} />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.attemptSubmit(event) || busy) return;
    setBusy(true);
    const body = await saveProfile(profile.id, profilePayload(form.values));
    setBusy(false);
    if (!isSuccess(body) || !body.data) {
      // A refused field is named by its label in the member's language, never by the API's key.
      const details = (body.errors ?? []).map(({ type, message }) => {
        const field = profileField(type);
        return field ? t('fieldError', { field: fieldLabel(field), message }) : message;
      });
      return toast.error([t('failed'), ...details].join(' '));
    }
    const { profile: saved, bonusPoints } = body.data;
    const session = useSession.getState();
    if (session.user)
      // Home greets the member by the first name: it must be the one just saved.
      session.setUser({
        ...session.user,
        firstName: saved.firstName || session.user.firstName,
        name: [saved.firstName, saved.lastName].filter(Boolean).join(' ') || session.user.name,
        requestIntakeSurveySubmitted: saved.intakeSurveySubmitted,
      });
    if (body.httpCode === 201) {
      toast.success(t('bonus', { points: bonusPoints || config.bonusPointInfo.onProfileComplete.points }));
      await refreshPointBalance();
    } else toast.success(t('saved'));
    navigate('/');
  }

  return (
    <FormCard onSubmit={(event) => void submit(event)} noValidate aria-label={t('title')}>
      {restored && <Notice role="status">{t('draftKept')}</Notice>}
      <FieldGrid>
        <Field
          label={fieldLabel('email')}
          type="email"
          value={profile.email}
          readOnly
          hint={<small>{t('emailFixed')}</small>}
          onValue={() => undefined}
        />
        {text('firstName', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
        <Field label={fieldLabel('birth')} type="date" {...birthDateRange(PROFILE_MIN_AGE)} {...bind('birth')} />
        <SelectField label={fieldLabel('gender')} options={genderOptions} {...bind('gender')} />
        <Field label={fieldLabel('cellPhone')} type="tel" placeholder="+1" {...bind('cellPhone', maskPhone)} />
        <Field label={fieldLabel('homePhone')} type="tel" placeholder="+1" {...bind('homePhone', maskPhone)} />
      </FieldGrid>
      <AddressFields
        api={apiCall}
        values={form.values}
        country={campaignCountry(config)}
        shown={() => true}
        errorOf={(field) => errorOf(field)}
        onChange={(changes, field) =>
          Object.keys(changes).length > 1 ? form.patch(changes) : form.set(field, changes[field]!)
        }
      />
      <FieldGrid>
        {text('instagramHandle')}
        {text('facebookHandle')}
        {text('tiktokHandle')}
        {text('twitterHandle')}
      </FieldGrid>
      <ConsentFields values={form.values} onChange={(field, checked) => form.set(field, checked)} />
      <Actions>
        <BusyButton type="submit" busy={busy}>
          {t('submit')}
        </BusyButton>
      </Actions>
    </FormCard>
  );
}
