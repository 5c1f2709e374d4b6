import styled, { keyframes } from 'styled-components';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { KIT_NAMESPACE, kitStrings } from '../i18n/strings';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(10)};
`;

/** A loading state that screen readers announce. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useKitTranslation(KIT_NAMESPACE, kitStrings);
  return (
    <Centre role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span style={{ position: 'absolute', left: -9999 }}>{label ?? t('loading')}</span>
    </Centre>
  );
}
