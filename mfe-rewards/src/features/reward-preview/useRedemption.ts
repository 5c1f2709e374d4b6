import { refreshPointBalance } from '@portal/shared';
import type { CheckoutResult, RewardOrder, ShippingAddress } from '@portal/kit';
import { useCallback, useState } from 'react';
import { checkoutOrder, redeemReward, saveAddress } from '../catalogue/api';
import { failureText } from '../catalogue/rewardRules';

export type Step = 'detail' | 'address' | 'payment' | 'digital' | 'done';

/** The API's answer when the gateway failed to answer: the order waits for an operator (docs/product/rewards.md). */
const PAYMENT_ON_HOLD = 'payment.unconfirmed';

/** The step a fresh or updated order leads to (docs/product/rewards.md, Redeem and Address). */
export function nextStep(order: RewardOrder): Step {
  if (order.rewardType === 'DIGITAL') return 'digital';
  if (order.status === 'AWAITING_ADDRESS') return 'address';
  if (order.status === 'AWAITING_PAYMENT') return 'payment';
  return 'done';
}

/** Redeem, then the address, then the payment of one reward; every failure worded as the server or the spec says. */
export function useRedemption(somethingWentWrong: string, paymentFailed: string) {
  const [step, setStep] = useState<Step>('detail');
  const [order, setOrder] = useState<RewardOrder | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);
  const [payment, setPayment] = useState<CheckoutResult | undefined>(undefined);
  /** The server's word when it could not confirm a payment: the order is on hold, not payable again. */
  const [held, setHeld] = useState<string | undefined>(undefined);

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }, []);

  const redeem = useCallback(
    (rewardId: string) =>
      run(async () => {
        const body = await redeemReward(rewardId);
        if (body.httpCode !== 200 || !body.data) return setError(failureText(body, somethingWentWrong));
        setOrder(body.data);
        setStep(nextStep(body.data));
        void refreshPointBalance();
      }),
    [run, somethingWentWrong],
  );

  const submitAddress = useCallback(
    (address: ShippingAddress) =>
      run(async () => {
        if (!order) return;
        const body = await saveAddress(order.id, address);
        setFieldErrors((body.errors ?? []).map((item) => item.message));
        if (body.httpCode !== 200 || !body.data) return setError(failureText(body, somethingWentWrong));
        setOrder(body.data);
        setStep(nextStep(body.data));
      }),
    [order, run, somethingWentWrong],
  );

  const pay = useCallback(
    (nonce: string) =>
      run(async () => {
        if (!order) return;
        const body = await checkoutOrder(order.id, nonce);
        if (body.code === PAYMENT_ON_HOLD) {
          setHeld(failureText(body, paymentFailed));
          return setStep('done');
        }
        if (body.httpCode !== 200 || !body.data) return setError(failureText(body, paymentFailed));
        setPayment(body.data);
        setOrder(body.data.order);
        if (body.data.transactionStatus === 'FAILED') return setError(paymentFailed);
        setStep('done');
      }),
    [order, run, paymentFailed],
  );

  /** Picks up an order redeemed (or won) earlier that still waits for its address or payment. */
  const resume = useCallback((earlier: RewardOrder) => {
    setOrder(earlier);
    setStep(nextStep(earlier));
  }, []);

  return { step, order, busy, error, fieldErrors, payment, held, redeem, submitAddress, pay, setError, resume };
}
