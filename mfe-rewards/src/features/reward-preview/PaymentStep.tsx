import type { PaymentToken, RewardOrder } from '@portal/kit';
import { Actions, BusyButton, Field, FormCard, Spinner } from '@portal/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPaymentToken } from '../catalogue/api';
import { OrderDeadline } from '../catalogue/OrderDeadline';
import { Alert, StepLead, StepTitle } from '../catalogue/styles';
import { REWARDS_NAMESPACE } from '../catalogue/translations';
import { type PaymentAdapter, dropInAdapter, sandboxAdapter } from './paymentAdapter';
import { type CardInput, SANDBOX_NONCES, formatAmount } from './sandboxCards';
import { focusWhenShown } from './focusWhenShown';

interface Props {
  order: RewardOrder;
  busy: boolean;
  error: string | undefined;
  onPay: (nonce: string) => void;
  onMissing: (message: string) => void;
}

type AdapterSink = (adapter: PaymentAdapter | null) => void;

/** The local sandbox's card fields; the card never leaves the browser, only its test nonce does. */
function SandboxCard({ onAdapter }: { onAdapter: AdapterSink }) {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvv: '' });
  useEffect(() => onAdapter(sandboxAdapter(card)), [card, onAdapter]);
  return (
    <>
      <p>
        <small>{t('payment.sandboxHint')}</small>
      </p>
      {/* No name attributes: the card fields are never part of a submitted form. */}
      <Field
        label={t('payment.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.number}
        onValue={(number) => setCard({ ...card, number })}
      />
      <Field
        label={t('payment.expiry')}
        autoComplete="cc-exp"
        placeholder={t('payment.expiryPlaceholder')}
        value={card.expiry}
        onValue={(expiry) => setCard({ ...card, expiry })}
      />
      <Field
        label={t('payment.cvv')}
        inputMode="numeric"
        autoComplete="cc-csc"
        value={card.cvv}
        onValue={(cvv) => setCard({ ...card, cvv })}
      />
    </>
  );
}

/**
 * Braintree's drop-in, created with the client token in a container of its own and torn down when
 * the step goes away (the drop-in needs an empty container; a fresh one per mount keeps it so).
 */
function DropIn({
  clientToken,
  onAdapter,
  onFailed,
}: {
  clientToken: string;
  onAdapter: AdapterSink;
  onFailed: () => void;
}) {
  const { t, i18n } = useTranslation(REWARDS_NAMESPACE);
  const holder = useRef<HTMLDivElement>(null);
  const language = i18n.language;
  useEffect(() => {
    const container = document.createElement('div');
    holder.current?.appendChild(container);
    let alive = true;
    let created: PaymentAdapter | undefined;
    const release = (adapter: PaymentAdapter | undefined) =>
      void (adapter?.teardown() ?? Promise.resolve()).catch(() => undefined).finally(() => container.remove());
    dropInAdapter(clientToken, container, language).then(
      (adapter) => {
        if (!alive) return release(adapter);
        created = adapter;
        onAdapter(adapter);
      },
      () => {
        if (alive) onFailed();
        else container.remove();
      },
    );
    return () => {
      alive = false;
      onAdapter(null);
      release(created);
    };
  }, [clientToken, language, onAdapter, onFailed]);
  return (
    <>
      <p>
        <small>{t('payment.secureHint')}</small>
      </p>
      <div ref={holder} data-testid="braintree-drop-in" />
    </>
  );
}

/**
 * Payment of a physical order: a client token first ("Error in Token generation" without one), then
 * the way to pay its answer names — the sandbox's card form, or Braintree's drop-in when the API has
 * Braintree credentials — behind one PaymentAdapter; Pay turns its details into a nonce for the checkout.
 */
export function PaymentStep({ order, busy, error, onPay, onMissing }: Props) {
  const { t, i18n } = useTranslation(REWARDS_NAMESPACE);
  const [token, setToken] = useState<PaymentToken | null | undefined>(undefined);
  const [adapter, setAdapter] = useState<PaymentAdapter | null>(null);
  const [dropInFailed, setDropInFailed] = useState(false);
  const [asking, setAsking] = useState(false);
  const failure = useRef<HTMLDivElement>(null);
  const pay = useRef<HTMLButtonElement>(null);

  // The pay button is disabled while the gateway answers, and a browser takes focus from a disabled
  // button: a refused card puts focus on the reason (a screen reader reads it, the next Tab is the card
  // again), not on the page's start. Focus the member has put elsewhere meanwhile stays there.
  useEffect(() => {
    const active = document.activeElement;
    const fromPaying = active === null || active === document.body || active === pay.current;
    if (!busy && error && fromPaying) failure.current?.focus();
  }, [busy, error]);

  useEffect(() => {
    void fetchPaymentToken().then((body) => setToken(body.httpCode === 200 && body.data ? body.data : null));
  }, []);
  const failDropIn = useCallback(() => setDropInFailed(true), []);

  const money = (amount: number) => formatAmount(amount, order.currency, i18n.language);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!adapter) return;
    setAsking(true);
    const nonce = await adapter.requestNonce().finally(() => setAsking(false));
    if (!nonce) return onMissing(t('payment.missing'));
    onPay(nonce);
  };

  if (token === undefined) return <Spinner label={t('common.loading')} />;
  if (token === null || dropInFailed)
    return (
      <Alert $tone="error" role="alert">
        {t('payment.tokenFailed')}
      </Alert>
    );
  return (
    <FormCard onSubmit={(event) => void submit(event)} noValidate aria-labelledby="payment-title" autoComplete="off">
      <StepTitle id="payment-title" ref={focusWhenShown}>
        {t('payment.title')}
      </StepTitle>
      <StepLead>
        {t('payment.amount', { amount: money(order.paymentAmount), shipping: money(order.shippingCharge) })}
      </StepLead>
      <OrderDeadline order={order} />
      {token.sandbox ? (
        <SandboxCard onAdapter={setAdapter} />
      ) : (
        <DropIn clientToken={token.token} onAdapter={setAdapter} onFailed={failDropIn} />
      )}
      {!token.sandbox && !adapter && <Spinner label={t('payment.preparing')} />}
      {error && (
        <Alert $tone="error" role="alert" ref={failure} tabIndex={-1}>
          {error}
        </Alert>
      )}
      <Actions>
        <BusyButton type="submit" disabled={!adapter} busy={busy || asking} ref={pay}>
          {busy ? t('payment.paying') : t('payment.pay', { amount: money(order.paymentAmount) })}
        </BusyButton>
        {token.sandbox && (
          <BusyButton type="button" $variant="secondary" busy={busy} onClick={() => onPay(SANDBOX_NONCES.pending)}>
            {t('payment.pendingOption')}
          </BusyButton>
        )}
      </Actions>
    </FormCard>
  );
}
