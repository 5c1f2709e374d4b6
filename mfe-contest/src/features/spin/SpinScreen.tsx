import {
  Button,
  LoadFailed,
  PageSection,
  PageTitle,
  Spinner,
  VisuallyHidden,
  type SegmentType,
  type WheelSegment,
} from '@portal/kit';
import { toast } from '@portal/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ResultModal } from './ResultModal';
import { spinBlockText } from './spinBlock';
import { SPIN_NAMESPACE } from './translations';
import type { useSpin } from './useSpin';
import { Wheel } from './Wheel';

const Layout = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(6)};
  text-align: center;
`;

const Lead = styled.p`
  max-width: 60ch;
  margin: 0 auto;
  color: ${({ theme }) => theme.colors.muted};
`;

const SpinButton = styled(Button)`
  min-width: 220px;
  min-height: 52px;
  font-size: 17px;
`;

const ButtonSpinner = styled.span`
  width: 18px;
  height: 18px;
  border: 3px solid rgba(255, 255, 255, 0.4);
  border-top-color: #fff;
  border-radius: 50%;
  animation: turn 0.8s linear infinite;
  @keyframes turn {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

/**
 * The result in one sentence, for screen readers. A segment's text is a label ("Free spin", "50 points",
 * "Gift card"), not a phrase: points read well after "You won", a free spin has its own sentence, and
 * a reward is introduced (French and Spanish need an article a label lacks).
 */
const ANNOUNCE = {
  sorry: 'announceSorry',
  points: 'announcePoints',
  free_spin: 'announceFreeSpin',
  reward: 'announcePrize',
} as const satisfies Record<SegmentType, string>;

interface SpinScreenProps {
  spin: ReturnType<typeof useSpin>;
  /** Shown under the title: the cost (member) or the invitation (public). */
  lead: (pointRequired: number) => string;
  onGoBack: (() => void) | undefined;
  /** The low-on-points prompt, when open. */
  children?: ReactNode;
}

/** The wheel page of a member or a visitor: title, wheel, Click To Spin and the result. */
export function SpinScreen({ spin, lead, onGoBack, children }: SpinScreenProps) {
  const { t, i18n } = useTranslation(SPIN_NAMESPACE);
  const navigate = useNavigate();
  const { wheel, status, failure, phase, outcome } = spin;
  const announce = (segment: WheelSegment) => t(ANNOUNCE[segment.segmentType], { prize: segment.text });
  const spinButton = useRef<HTMLButtonElement>(null);
  const notAllowed = useRef<HTMLParagraphElement>(null);
  const lastPhase = useRef(phase);

  // The spin button is disabled while the wheel turns, so it has lost focus by the time the result
  // opens, and the dialog has nowhere to return it: when the result closes, focus goes back to the
  // button (or, when no spin is allowed any more, to the sentence saying so), not to the page.
  useEffect(() => {
    const closed = lastPhase.current === 'result' && phase === 'idle';
    lastPhase.current = phase;
    if (!closed) return;
    const button = spinButton.current;
    if (button && !button.disabled) button.focus();
    else notAllowed.current?.focus();
  }, [phase]);

  useEffect(() => {
    if (status !== 'invalid') return;
    toast.error(t('invalid'));
    navigate('/', { replace: true });
  }, [navigate, status, t]);

  // An outage is not an invalid wheel: the member stays, is told, and may ask again.
  const failed = status === 'failed' && <LoadFailed message={t(failure)} onRetry={spin.reload} />;
  if (!wheel) return failed ? <PageSection>{failed}</PageSection> : <Spinner />;
  const announcement = phase === 'result' && outcome ? announce(outcome.segment) : '';
  const block = spinBlockText(wheel, i18n.language);
  const canSpin = wheel.allowSpin || spin.freeSpin;
  return (
    <PageSection>
      <Layout>
        <div>
          <PageTitle>{wheel.name}</PageTitle>
          <Lead>{wheel.description}</Lead>
          <Lead>{lead(wheel.pointRequired)}</Lead>
        </div>
        <Wheel
          segments={wheel.segments}
          rotation={spin.rotation}
          durationMs={spin.durationMs}
          label={t('wheelLabel', { count: wheel.segments.length, names: wheel.segments.map((s) => s.text).join(', ') })}
        />
        <SpinButton
          ref={spinButton}
          type="button"
          onClick={() => void spin.spin()}
          disabled={!canSpin || phase !== 'idle'}
          aria-busy={phase === 'waiting'}
        >
          {phase === 'waiting' && <ButtonSpinner aria-hidden="true" />}
          {phase === 'waiting' || phase === 'turning' ? t('spinning') : t('clickToSpin')}
        </SpinButton>
        {spin.freeSpin && phase === 'idle' && <Lead>{t('freeSpinHeld')}</Lead>}
        {!canSpin && phase === 'idle' && (
          <Lead ref={notAllowed} tabIndex={-1}>
            {t('notAllowed')}
            {block && ` ${t(block.key, block.values)}`}
          </Lead>
        )}
        {failed}
        <VisuallyHidden aria-live="polite" role="status">
          {announcement}
        </VisuallyHidden>
      </Layout>
      {phase === 'result' && outcome && (
        <ResultModal outcome={outcome} onSpinNow={() => void spin.spin()} onGoBack={onGoBack} onClose={spin.reset} />
      )}
      {children}
    </PageSection>
  );
}
