import {
  Actions,
  AddressFields,
  type AddressValues,
  BusyButton,
  campaignCountry,
  EMPTY_ADDRESS,
  FormCard,
  type MemberProfile,
  Notice,
  type RewardOrder,
  type ShippingAddress,
  Spinner,
  useForm,
  useValidationMessage,
} from '@portal/kit';
import { apiCall, useCampaign, useDraftOnSessionEnd, useKeptDraft, useSession } from '@portal/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProfile } from '../catalogue/api';
import { OrderDeadline } from '../catalogue/OrderDeadline';
import { Alert, StepLead, StepTitle } from '../catalogue/styles';
import { REWARDS_NAMESPACE } from '../catalogue/translations';
import {
  EMPTY_SHIPPING,
  shippingChanges,
  shippingForOrder,
  shippingFromProfile,
  validateShipping,
} from './addressForm';
import { focusWhenShown } from './focusWhenShown';

interface Props {
  order: RewardOrder;
  busy: boolean;
  error: string | undefined;
  serverErrors: string[];
  onSubmit: (address: ShippingAddress) => void;
}

type AddressField = Exclude<keyof AddressValues, 'latitude' | 'longitude'>;
const isShippingField = (field: string): field is keyof ShippingAddress => field in EMPTY_SHIPPING;

/** The shipping address of a physical order, prefilled from the profile, with the kit's address fields. */
export function AddressStep(props: Props) {
  const { t, i18n } = useTranslation(REWARDS_NAMESPACE);
  const memberId = useSession((state) => state.user?.id);
  // Read: the profile's answer, `null` when it has none to give.
  const [profile, setProfile] = useState<MemberProfile | null | undefined>(undefined);

  // The form opens once the profile is read, so the prefill never overwrites what the member typed.
  useEffect(() => {
    if (!memberId) return;
    let alive = true;
    void fetchProfile(memberId).then((body) => {
      if (alive) setProfile(body.httpCode === 200 ? (body.data ?? null) : null);
    });
    return () => {
      alive = false;
    };
  }, [memberId]);

  if (memberId && profile === undefined) return <Spinner label={t('common.loading')} />;
  const start = shippingFromProfile(profile ?? undefined, i18n.language);
  return <AddressForm {...props} initial={start} />;
}

function AddressForm({ order, busy, error, serverErrors, onSubmit, initial }: Props & { initial: ShippingAddress }) {
  const { t, i18n } = useTranslation(REWARDS_NAMESPACE);
  const message = useValidationMessage();
  const config = useCampaign((state) => state.config);
  // An address typed when the session ended comes back after the member signs in again (decision 132).
  const draft = `order-address:${order.id}`;
  const { start, restored } = useKeptDraft(draft, initial);
  const form = useForm<ShippingAddress>(start, validateShipping);
  useDraftOnSessionEnd(draft, form.values, initial);

  const finderCountry = config ? campaignCountry(config) : 'US';
  const errorOf = (field: keyof ShippingAddress) => message(form.visibleError(field));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (form.attemptSubmit(event)) onSubmit(shippingForOrder(form.values, i18n.language));
  };

  return (
    <FormCard onSubmit={submit} noValidate aria-labelledby="shipping-title">
      <StepTitle id="shipping-title" ref={focusWhenShown}>
        {t('address.title')}
      </StepTitle>
      <StepLead>{t('address.lead', { item: order.items[0]?.itemName ?? '' })}</StepLead>
      <OrderDeadline order={order} />
      {restored && <Notice role="status">{t('address.draftKept')}</Notice>}
      <AddressFields
        api={apiCall}
        values={{ ...EMPTY_ADDRESS, ...form.values }}
        country={finderCountry}
        shown={(field: AddressField) => field !== 'address2'}
        errorOf={(field: AddressField) => (isShippingField(field) ? errorOf(field) : undefined)}
        onChange={(changes) => {
          for (const [field, value] of Object.entries(shippingChanges(changes, finderCountry, i18n.language))) {
            if (isShippingField(field) && typeof value === 'string') form.set(field, value);
          }
        }}
        countryInput={{ value: form.values.country, error: errorOf('country'), onValue: (v) => form.set('country', v) }}
      />
      {error && (
        <Alert $tone="error" role="alert">
          {error}
          {serverErrors.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </Alert>
      )}
      <Actions>
        <BusyButton type="submit" busy={busy}>
          {busy ? t('address.saving') : t('address.save')}
        </BusyButton>
      </Actions>
    </FormCard>
  );
}
