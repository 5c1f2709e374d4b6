import { Button, Modal } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The allow flag lives for the browser session only (spec part 1 §2: "stores an allow flag for the session"). */
export const AGE_GATE_KEY = 'portal-age-verified';
/** Where a visitor who is not 21+ is sent. */
export const UNDERAGE_URL = 'https://www.google.com';

const Answers = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** AGE VERIFICATION — Are you 21+? Shown over every route until the visitor answers Yes. */
export function AgeGate({ leave = (url: string) => window.location.assign(url) }: { leave?: (url: string) => void }) {
  const { t } = useTranslation();
  const [allowed, setAllowed] = useState(() => sessionStorage.getItem(AGE_GATE_KEY) === 'true');
  if (allowed) return null;
  const allow = () => {
    sessionStorage.setItem(AGE_GATE_KEY, 'true');
    setAllowed(true);
  };
  return (
    <Modal title={t('ageGate.title')}>
      <p style={{ textAlign: 'center', fontSize: 20 }}>{t('ageGate.question')}</p>
      <Answers>
        <Button type="button" onClick={allow}>{t('ageGate.yes')}</Button>
        <Button type="button" $variant="secondary" onClick={() => leave(UNDERAGE_URL)}>{t('ageGate.no')}</Button>
      </Answers>
    </Modal>
  );
}
