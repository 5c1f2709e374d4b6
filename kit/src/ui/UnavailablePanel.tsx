import { useState } from 'react';
import styled from 'styled-components';
import { BusyButton, Card } from './primitives';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { KIT_NAMESPACE, kitStrings } from '../i18n/strings';

const Panel = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(10)} auto;
  text-align: center;
  h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.colors.brandDark};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** What a failed area shows instead of going blank: a translated note and a retry. */
export function UnavailablePanel({ onRetry }: { onRetry: () => Promise<unknown> | void }) {
  const { t } = useKitTranslation(KIT_NAMESPACE, kitStrings);
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel role="alert" data-testid="unavailable-panel">
      <h2>{t('unavailableTitle')}</h2>
      <p>{t('unavailableBody')}</p>
      <BusyButton type="button" onClick={retry} busy={busy}>
        {busy ? t('retrying') : t('retry')}
      </BusyButton>
    </Panel>
  );
}
