import type { Reward } from '@portal/kit';
import { BusyButton, TilePicture } from '@portal/kit';
import { useSession } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DiscontinuedNote } from '../catalogue/DiscontinuedNote';
import { moneyLine, rewardState } from '../catalogue/rewardRules';
import { Badge, StateNote } from '../catalogue/styles';
import { REWARDS_NAMESPACE } from '../catalogue/translations';
import { formatAmount } from './sandboxCards';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  img {
    border-radius: ${({ theme }) => theme.radius};
  }
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
`;

const NOTES = {
  outOfStock: 'catalogue.outOfStock',
  redeemed: 'catalogue.redeemed',
};

/**
 * The reward's picture, text, points and Redeem, enabled only when the balance covers it. The page's
 * heading names the reward, so the text starts with its kind and description.
 */
export function RewardDetail({ reward, busy, onRedeem }: { reward: Reward; busy: boolean; onRedeem: () => void }) {
  const { t, i18n } = useTranslation(REWARDS_NAMESPACE);
  const balance = useSession((state) => state.pointBalance);
  const tier = useSession((state) => state.tier);
  const state = rewardState(reward, { balance, tier }, new Date());
  const money = (amount: number) => formatAmount(amount, 'USD', i18n.language);
  const cost = moneyLine(reward);
  const note = state in NOTES ? NOTES[state as keyof typeof NOTES] : undefined;
  return (
    <Layout>
      {/* The card's 16:9 space, kept before the file comes, so the text under it stays put (decision 98). */}
      <TilePicture src={reward.image} alt="" />
      <div>
        <Badge>{t(`type.${reward.type}`)}</Badge>
        <p>{reward.itemDescription}</p>
        <p>
          <strong>{t('preview.pointsRequired')}</strong> {t('common.points', { points: reward.redeemPoints })}
        </p>
        {cost && (
          <p>{t(`preview.${cost}`, { amount: money(reward.redeemPrice), shipping: money(reward.shippingCharge) })}</p>
        )}
        {note && <StateNote>{t(note)}</StateNote>}
        {state === 'discontinued' && <DiscontinuedNote reward={reward} />}
        {/* A reward taken once: its code and voucher are kept in My Rewards. */}
        {state === 'redeemed' && (
          <p>
            <Link to="/my-rewards">{t('preview.myRewards')}</Link>
          </p>
        )}
        {state === 'locked' && balance < reward.redeemPoints && (
          <StateNote>{t('preview.notEnoughPoints', { points: reward.redeemPoints - balance })}</StateNote>
        )}
        <BusyButton onClick={onRedeem} disabled={state !== 'available'} busy={busy}>
          {busy ? t('preview.redeeming') : t('preview.redeem')}
        </BusyButton>
      </div>
    </Layout>
  );
}
