import { Button, Modal } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SPIN_NAMESPACE } from './translations';
import type { SpinOutcome } from './useSpin';

const Prize = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font: 700 24px/1.3 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.colors.brand};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

interface ResultModalProps {
  outcome: SpinOutcome;
  onSpinNow: () => void;
  /** GO BACK (to /contest) for a member; absent on the public wheel, which offers Done. */
  onGoBack: (() => void) | undefined;
  onClose: () => void;
}

/** The result (docs/product/contests.md, Wheel): sorry, or "You won" and the segment's text. */
export function ResultModal({ outcome, onSpinNow, onGoBack, onClose }: ResultModalProps) {
  const { t } = useTranslation(SPIN_NAMESPACE);
  const { segment, parentId } = outcome;
  const sorry = segment.segmentType === 'sorry';
  return (
    <Modal title={sorry ? t('sorryTitle') : t('youWon')} onClose={onClose}>
      <Prize>{sorry ? t('betterLuck') : segment.text}</Prize>
      <Actions>
        {segment.segmentType === 'free_spin' && parentId ? (
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
      </Actions>
    </Modal>
  );
}
