import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { publicSpinCalls } from './api';
import { SpinScreen } from './SpinScreen';
import { SPIN_NAMESPACE } from './translations';
import { useSpin } from './useSpin';

/** /contestx/{token}: the wheel for a visitor with a link; free, no points involved. */
export function PublicSpinPage() {
  const { t } = useTranslation(SPIN_NAMESPACE);
  const { id = '' } = useParams();
  const calls = useMemo(() => publicSpinCalls(id), [id]);
  const spin = useSpin(calls);
  return <SpinScreen spin={spin} lead={() => t('publicLead')} onGoBack={undefined} />;
}
