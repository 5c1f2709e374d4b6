import { listImageLoading, type Reward, TilePicture } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { DiscontinuedNote } from './DiscontinuedNote';
import { type RewardState, previewPath } from './rewardRules';
import { LinkButton } from './LinkButton';
import { Badge, CardBody, RewardCardBox, StateNote } from './styles';
import { REWARDS_NAMESPACE } from './translations';

const NOTE: Partial<Record<RewardState, string>> = {
  locked: 'catalogue.locked',
  outOfStock: 'catalogue.outOfStock',
  redeemed: 'catalogue.redeemed',
  vipLocked: 'catalogue.vipLocked',
};

/** One catalogue card: image, name, points, type, and the state the member would meet on redeeming. */
export function RewardCard({ reward, state, index }: { reward: Reward; state: RewardState; index: number }) {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const note = NOTE[state];
  return (
    <RewardCardBox data-testid="reward-card" data-state={state} $dimmed={state !== 'available' && state !== 'vip'}>
      <TilePicture src={reward.image} alt="" {...listImageLoading(index)} />
      <CardBody>
        <Badge>{t(`type.${reward.type}`)}</Badge>
        <h2>{reward.itemName}</h2>
        <p>{t('common.points', { points: reward.redeemPoints })}</p>
        {note && <StateNote>{t(note)}</StateNote>}
        {state === 'discontinued' && <DiscontinuedNote reward={reward} />}
        <LinkButton to={previewPath(reward)} aria-label={`${t('catalogue.view')}: ${reward.itemName}`}>
          {t('catalogue.view')}
        </LinkButton>
      </CardBody>
    </RewardCardBox>
  );
}
