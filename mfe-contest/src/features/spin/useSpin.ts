import { type OutageKey, isSuccess, outageKey, toast } from '@portal/shared';
import type { ContestWheel, Envelope, WheelSegment } from '@portal/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpinCalls } from './api';
import { SPIN_NAMESPACE } from './translations';
import { landingRotation, REDUCED_SPIN_MS, REDUCED_SPIN_TURNS, SPIN_MS, SPIN_TURNS } from './wheelGeometry';

/** docs/product/contests.md, Spin states: idle → waiting (spinner) → turning → result. */
export type SpinPhase = 'idle' | 'waiting' | 'turning' | 'result';

export interface SpinOutcome {
  segment: WheelSegment;
  /** The spin's record (contestHistoryId): a visitor's reference when claiming a prize. */
  spinId: string;
  /** Set when the segment won a free spin: Spin Now spends it. */
  parentId: string | undefined;
  /** Points the spin earned by completing a games activity that names the wheel; 0 when none. */
  gamePoints: number;
}

export interface SpinHandlers {
  /** 406: the member's balance is below the cost. */
  onLowPoints?: () => void;
  /** After the server answered a spin (the balance may have changed). */
  onSpun?: () => void;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The wheel of a contest and its spins: the server draws, this only turns to its answer. */
export function useSpin(calls: SpinCalls, handlers: SpinHandlers = {}) {
  const { t } = useTranslation(SPIN_NAMESPACE);
  const [wheel, setWheel] = useState<ContestWheel | null>(null);
  // 'failed': the wheel could not be read for an outage; `failure` says why and `reload` asks again.
  const [status, setStatus] = useState<'loading' | 'ready' | 'invalid' | 'failed'>('loading');
  const [failure, setFailure] = useState<OutageKey>('common:somethingWentWrong');
  const [phase, setPhase] = useState<SpinPhase>('idle');
  const [rotation, setRotation] = useState(0);
  const [durationMs, setDurationMs] = useState(0);
  const [outcome, setOutcome] = useState<SpinOutcome | null>(null);
  // A free spin won and not spun yet (its parent spin's id): Click To Spin spends it, also after the
  // result was closed, and after a reload from what the wheel's answer says.
  const [freeSpin, setFreeSpin] = useState<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(async () => {
    const body = await calls.load();
    const outage = outageKey(body);
    if (isSuccess(body) && body.data) {
      setWheel(body.data);
      setFreeSpin(body.data.freeSpinParentId);
      setStatus('ready');
    } else if (outage) {
      setFailure(outage);
      setStatus('failed');
    } else setStatus('invalid');
  }, [calls]);

  /** After an outage: reads the wheel again. */
  const reload = useCallback(() => {
    setStatus('loading');
    void load();
  }, [load]);

  useEffect(() => {
    void load();
    return () => clearTimeout(timer.current);
  }, [load]);

  const refuse = useCallback(
    (body: Envelope<unknown>) => {
      setPhase('idle');
      if (body.httpCode === 406) {
        toast.error(t('lowOnPoints'));
        handlers.onLowPoints?.();
      } else if (body.httpCode === 403) {
        toast.error(body.code === 'contest.limitReached' ? t('limitReached') : (body.message ?? t('limitReached')));
        // "Then the page reloads": the wheel is read again, and allowSpin now says no.
        void load();
      } else toast.error(t(outageKey(body) ?? 'common:somethingWentWrong'));
    },
    [handlers, load, t],
  );

  const turnTo = useCallback((segmentIndex: number, count: number) => {
    const reduced = prefersReducedMotion();
    const duration = reduced ? REDUCED_SPIN_MS : SPIN_MS;
    setDurationMs(duration);
    setRotation((from) => landingRotation(from, segmentIndex, count, reduced ? REDUCED_SPIN_TURNS : SPIN_TURNS));
    setPhase('turning');
    timer.current = setTimeout(() => setPhase('result'), duration);
  }, []);

  /** A spin: the free one the member holds, if any, else a paid one. */
  const spin = useCallback(async () => {
    if (!wheel) return;
    setOutcome(null);
    setPhase('waiting');
    const started = await calls.start(freeSpin);
    if (!isSuccess(started) || !started.data) {
      // A free spin refused (spent in another tab): the wheel's answer says what the member holds now.
      if (freeSpin) void load();
      return refuse(started);
    }
    setFreeSpin(undefined);
    const done = await calls.complete(started.data.contestHistoryId);
    handlers.onSpun?.();
    const index = wheel.segments.findIndex((segment) => segment.segmentId === done.data?.segmentId);
    const segment = wheel.segments[index];
    if (!isSuccess(done) || !segment) return refuse(done);
    const { contestHistoryId: spinId, gamePoints = 0 } = started.data;
    setFreeSpin(done.data?.parentId);
    setOutcome({ segment, spinId, parentId: done.data?.parentId, gamePoints });
    turnTo(index, wheel.segments.length);
  }, [calls, freeSpin, handlers, load, refuse, turnTo, wheel]);

  /** Closes the result: the wheel stands where it stopped, ready for the next spin. */
  const reset = useCallback(() => {
    setDurationMs(0);
    setPhase('idle');
  }, []);

  return {
    wheel,
    status,
    failure,
    phase,
    rotation,
    durationMs,
    outcome,
    freeSpin: freeSpin !== undefined,
    spin,
    reset,
    reload,
  };
}
