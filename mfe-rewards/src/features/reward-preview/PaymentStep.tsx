import type { PaymentToken, RewardOrder } from '@portal/kit';
import { Actions, Button, Field, FormCard, Spinner } from '@portal/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPaymentToken } from '../catalogue/api';
import { Alert } from '../catalogue/styles';
import { REWARDS_NAMESPACE } from '../catalogue/translations';
import { type CardInput, SANDBOX_NONCES, formatAmount, sandboxNonce } from './sandboxCards';

interface Props {
  order: RewardOrder;
  busy: boolean;
  error: string | undefined;
  onPay: (nonce: string) => void;
  onMissing: (message: string) => void;
}

/**
 * Payment of a physical order: a client token first ("Error in Token generation" without one), then
 * the sandbox's card form, whose card never leaves the browser, only a nonce does.
 */
export function PaymentStep({ order, busy, error, onPay, onMissing }: Props) {
  const { t, i18n } = useTranslation(REWARDS_NAMESPACE);
  const [token, setToken] = useState<PaymentToken | null | undefined>(undefined);
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvv: '' });

  useEffect(() => {
    void fetchPaymentToken().then((body) => setToken(body.httpCode === 200 && body.data ? body.data : null));
  }, []);

  const money = (amount: number) => formatAmount(amount, order.currency, i18n.language);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const nonce = sandboxNonce(card);
    if (!nonce) return onMissing(t('payment.missing'));
    onPay(nonce);
  };

  if (token === undefined) return <Spinner label={t('common.loading')} />;
  if (token === null)
    return (
      <Alert $tone="error" role="alert">
        {t('payment.tokenFailed')}
      </Alert>
    );
  if (!token.sandbox)
    return (
      <Alert $tone="error" role="alert">
        {t('payment.unavailable')}
      </Alert>
    );
  return (
    <FormCard onSubmit={submit} noValidate aria-labelledby="payment-title" autoComplete="off">
      <h2 id="payment-title">{t('payment.title')}</h2>
      <p>{t('payment.amount', { amount: money(order.paymentAmount), shipping: money(order.shippingCharge) })}</p>
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
        placeholder="MM/YY"
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
      {error && (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      )}
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? t('payment.paying') : t('payment.pay', { amount: money(order.paymentAmount) })}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => onPay(SANDBOX_NONCES.pending)}>
          {t('payment.pendingOption')}
        </Button>
      </Actions>
    </FormCard>
  );
}
