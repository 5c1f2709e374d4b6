import { Button, Modal } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PREVIEW_NS } from './translations';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: flex-end;
`;

/** "You have already earned the maximum number of points possible for this action", Close and Go back to home. */
export function MaxPointsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(PREVIEW_NS);
  const navigate = useNavigate();
  return (
    <Modal title={t('maxTitle')} onClose={onClose}>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
        <Button type="button" onClick={() => navigate('/')}>
          {t('goHome')}
        </Button>
      </Actions>
    </Modal>
  );
}
