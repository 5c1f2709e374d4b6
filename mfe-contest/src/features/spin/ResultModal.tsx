import { Button, Modal } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SPIN_NAMESPACE } from './translations';
import type { SpinOutcome } from './useSpin';

const Prize = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font: 700 24px/1.3 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.colors.brand};
`;

const GameCredit = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;

const Claim = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  strong {
    font-family: monospace;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

interface ResultModalProps {
  outcome: SpinOutcome;
  onSpinNow: () => void;
  /**
   * GO BACK (to /contest) for a member; absent on the public wheel, which offers Done, and where a
   * visitor, who has no account, claims a prize through the contact form with the spin as reference.
   */
  onGoBack: (() => void) | undefined;
  onClose: () => void;
}

/**
 * The result (docs/product/contests.md, Wheel): sorry, or "You won" and the segment's text; the points
 * of a games activity the spin completed; a member's reward, where to find it; on a visitor's wheel,
 * how to claim the prize.
 */
export function ResultModal({ outcome, onSpinNow, onGoBack, onClose }: ResultModalProps) {
  const { t } = useTranslation(SPIN_NAMESPACE);
  const { segment, parentId } = outcome;
  const sorry = segment.segmentType === 'sorry';
  const spinAgain = segment.segmentType === 'free_spin' && Boolean(parentId);
  // A free spin is spent on the wheel, never handed over.
  const toClaim = !onGoBack && !sorry && segment.segmentType !== 'free_spin';
  // A member's reward prize is an order of theirs; a physical one waits there for their address.
  const inMyRewards = Boolean(onGoBack) && segment.segmentType === 'reward';
  return (
    <Modal title={sorry ? t('sorryTitle') : t('youWon')} onClose={onClose}>
      <Prize>{sorry ? t('betterLuck') : segment.text}</Prize>
      {outcome.gamePoints > 0 && <GameCredit>{t('gamePoints', { points: outcome.gamePoints })}</GameCredit>}
      {inMyRewards && <p>{t('prizeInMyRewards')}</p>}
      {toClaim && (
        <Claim>
          <p>{t('claim')}</p>
          <strong>{outcome.spinId}</strong>
        </Claim>
      )}
      <Actions>
        {spinAgain ? (
          <Button type="button" onClick={onSpinNow}>
            {t('spinNow')}
          </Button>
        ) : onGoBack ? (
          <Button type="button" onClick={onGoBack}>
            {t('goBack')}
          </Button>
        ) : (
          <Button type="button" onClick={onClose}>
            {t('done')}
          </Button>
        )}
        {inMyRewards && (
          <Button as={Link} to="/my-rewards" $variant="secondary">
            {t('toMyRewards')}
          </Button>
        )}
        {toClaim && (
          <Button as={Link} to="/contact-us" $variant="secondary">
            {t('contactUs')}
          </Button>
        )}
      </Actions>
    </Modal>
  );
}
