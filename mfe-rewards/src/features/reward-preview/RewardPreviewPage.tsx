import type { CheckoutResult, RewardOrder } from '@portal/kit';
import { Actions, Button, Modal, PageSection, PageTitle, Spinner } from '@portal/kit';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fetchHistory, fetchReward } from '../catalogue/api';
import { LinkButton } from '../catalogue/LinkButton';
import { Alert } from '../catalogue/styles';
import { REWARDS_NAMESPACE } from '../catalogue/translations';
import { useLoad } from '../catalogue/useLoad';
import { AddressStep } from './AddressStep';
import { PaymentStep } from './PaymentStep';
import { RewardDetail } from './RewardDetail';
import { useRedemption } from './useRedemption';
import { focusWhenShown } from './focusWhenShown';

const downloadPath = (order: RewardOrder) =>
  `/download/activity-sheet/${encodeURIComponent(order.id)}/${encodeURIComponent(order.downloadFilename ?? '')}`;

function Outcome({ payment, held }: { payment: CheckoutResult | undefined; held: string | undefined }) {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const pending = payment?.transactionStatus === 'PENDING';
  return (
    <>
      {held && (
        <Alert $tone="warning" role="status" ref={focusWhenShown}>
          {held}
        </Alert>
      )}
      {payment && (
        <Alert $tone={pending ? 'warning' : 'success'} role="status" ref={focusWhenShown}>
          {pending ? t('payment.pending') : t('payment.success')}
          {payment.transactionId && (
            <>
              <br />
              {t('payment.transaction', { id: payment.transactionId })}
            </>
          )}
        </Alert>
      )}
      <LinkButton to="/my-rewards">{t('preview.myRewards')}</LinkButton>
    </>
  );
}

/** /reward-preview/{id}: detail and Redeem, then the address and payment of a physical reward. */
export default function RewardPreviewPage() {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const load = useCallback(() => fetchReward(id), [id]);
  const { status, data: reward, failure, reload } = useLoad(load);
  const flow = useRedemption(t('common.somethingWentWrong'), t('payment.failed'));
  const [search, setSearch] = useSearchParams();
  const unfinished = search.get('order');
  const { resume } = flow;
  const orderId = flow.order?.id;
  const awaiting = flow.step === 'address' || flow.step === 'payment';

  // /reward-preview/{id}?order={orderId} (from My Rewards) continues an order awaiting its address or payment.
  useEffect(() => {
    if (!unfinished || unfinished === orderId) return;
    let alive = true;
    void fetchHistory().then((body) => {
      const earlier = body.data?.content.find((item) => item.order.id === unfinished)?.order;
      if (alive && earlier && earlier.rewardId === id) resume(earlier);
    });
    return () => {
      alive = false;
    };
  }, [unfinished, id, resume, orderId]);

  // While the order waits for its address or payment, the address names it: a reload, or a sign-in after
  // the session ended, comes back to its step instead of offering Redeem again, which would order twice.
  useEffect(() => {
    if (!orderId) return;
    const named = awaiting ? orderId : null;
    if (named !== unfinished) setSearch(named ? { order: named } : {}, { replace: true });
  }, [orderId, awaiting, unfinished, setSearch]);

  if (status === 'loading') return <Spinner label={t('common.loading')} />;
  if (status === 'failed' || !reward) {
    const missing = failure?.httpCode === 404 || failure?.httpCode === 400;
    return (
      <PageSection>
        <Alert $tone="error" role="alert">
          {missing ? t('preview.notFound') : t('common.somethingWentWrong')}
        </Alert>
        <Actions>
          {!missing && <Button onClick={reload}>{t('common.retry')}</Button>}
          <LinkButton to="/rewards">{t('preview.backToRewards')}</LinkButton>
        </Actions>
      </PageSection>
    );
  }
  const { order } = flow;
  return (
    <PageSection>
      <PageTitle>{reward.itemName}</PageTitle>
      {flow.step === 'detail' && (
        <>
          <RewardDetail reward={reward} busy={flow.busy} onRedeem={() => void flow.redeem(reward.id)} />
          {flow.error && (
            <Alert $tone="error" role="alert">
              {flow.error}
            </Alert>
          )}
        </>
      )}
      {flow.step === 'address' && order && (
        <AddressStep
          order={order}
          busy={flow.busy}
          error={flow.error}
          serverErrors={flow.fieldErrors}
          onSubmit={(a) => void flow.submitAddress(a)}
        />
      )}
      {flow.step === 'payment' && order && (
        <PaymentStep
          order={order}
          busy={flow.busy}
          error={flow.error}
          onPay={(nonce) => void flow.pay(nonce)}
          onMissing={flow.setError}
        />
      )}
      {flow.step === 'done' && <Outcome payment={flow.payment} held={flow.held} />}
      {flow.step === 'digital' && order && (
        <Modal title={t('preview.digitalTitle')} onClose={() => navigate('/my-rewards')}>
          <p>{t('preview.digitalBody')}</p>
          <p>
            <strong data-testid="reward-code">{order.code}</strong>
          </p>
          <Actions>
            <LinkButton to={downloadPath(order)}>{t('preview.download')}</LinkButton>
            <Button $variant="secondary" onClick={() => navigate('/my-rewards')}>
              {t('preview.myRewards')}
            </Button>
          </Actions>
        </Modal>
      )}
    </PageSection>
  );
}
