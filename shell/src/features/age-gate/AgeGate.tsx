import { Button, Modal } from '@portal/kit/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAgeGate } from './ageGateStore';

export { AGE_GATE_KEY } from './ageGateStore';

/** Where a visitor who is not 21+ is sent (docs/product/shell.md, Age gate). */
export const UNDERAGE_URL = 'https://www.google.com';

/** The page under the gate: inert while it is open, so nothing behind it can be reached. */
const PAGE_ROOT_ID = 'portal-root';

const Question = styled.p`
  margin: 0;
  text-align: center;
  font: 600 22px/1.3 ${({ theme }) => theme.font.heading};
`;

const Answers = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
  button {
    min-width: 110px;
  }
`;

function useInertPage(active: boolean): void {
  useEffect(() => {
    const root = document.getElementById(PAGE_ROOT_ID);
    if (!active || !root) return undefined;
    root.setAttribute('inert', '');
    return () => root.removeAttribute('inert');
  }, [active]);
}

/** AGE VERIFICATION — Are you 21+? Over every route until the visitor answers Yes in this browser session. */
export function AgeGate({ leave = (url: string) => window.location.assign(url) }: { leave?: (url: string) => void }) {
  const { t } = useTranslation();
  const allowed = useAgeGate((s) => s.allowed);
  const allow = useAgeGate((s) => s.allow);
  useInertPage(!allowed);
  if (allowed) return null;
  return (
    <Modal title={t('ageGate.title')}>
      <Question>{t('ageGate.question')}</Question>
      <Answers>
        <Button type="button" onClick={allow}>
          {t('ageGate.yes')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => leave(UNDERAGE_URL)}>
          {t('ageGate.no')}
        </Button>
      </Answers>
    </Modal>
  );
}
