import { Button, Modal } from '@portal/kit';
import { refreshPointBalance, useSession } from '@portal/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { memberSpinCalls } from './api';
import { SpinScreen } from './SpinScreen';
import { SPIN_NAMESPACE } from './translations';
import { useSpin } from './useSpin';

/** docs/product/contests.md, Points: the balance is read again 5 seconds after a spin. */
export const BALANCE_REFRESH_MS = 5000;

function LowPointsPrompt({ needed, onClose }: { needed: number; onClose: () => void }) {
  const { t } = useTranslation(SPIN_NAMESPACE);
  return (
    <Modal title={t('lowOnPoints')} onClose={onClose}>
      <p>{t('pointsNeeded', { points: needed })}</p>
      <Button as={Link} to="/earn-points">
        {t('earnPoints')}
      </Button>
    </Modal>
  );
}

/** /contest/{id}: a member's wheel. A spin costs pointRequired; the server draws it. */
export function SpinPage() {
  const { t } = useTranslation(SPIN_NAMESPACE);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const balance = useSession((s) => s.pointBalance);
  const [lowOnPoints, setLowOnPoints] = useState(false);
  const later = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const calls = useMemo(() => memberSpinCalls(id), [id]);
  const handlers = useMemo(
    () => ({
      onLowPoints: () => {
        setLowOnPoints(true);
        void refreshPointBalance();
      },
      onSpun: () => {
        void refreshPointBalance();
        clearTimeout(later.current);
        later.current = setTimeout(() => void refreshPointBalance(), BALANCE_REFRESH_MS);
      },
    }),
    [],
  );
  useEffect(() => () => clearTimeout(later.current), []);
  const spin = useSpin(calls, handlers);
  const cost = spin.wheel?.pointRequired ?? 0;
  return (
    <SpinScreen
      spin={spin}
      lead={(points) => (points > 0 ? t('cost', { points }) : t('free'))}
      onGoBack={() => navigate('/contest')}
    >
      {lowOnPoints && <LowPointsPrompt needed={Math.max(cost - balance, 1)} onClose={() => setLowOnPoints(false)} />}
    </SpinScreen>
  );
}
