import { refreshPointBalance, toast } from '@portal/shared';
import type { Activity } from '@portal/kit';
import { useCallback, useRef, useState } from 'react';
import { completeEvent, startEvent } from './api';
import { completionOutcome, eventIdOf, failureMessage, type Outcome } from './outcome';
import { previewT } from './translations';

export interface ActivityEventControls {
  /** Starts an event; null (and the maximum-points modal) when the member cannot earn it again. */
  start: (type?: 'view' | 'read') => Promise<string | null>;
  /** Completes the started event and tells the member what it earned. */
  complete: (type?: 'view' | 'read') => Promise<Outcome>;
  report: (outcome: Outcome) => void;
  maxOpen: boolean;
  closeMax: () => void;
}

/** Start and completion of one activity's event, with the toasts and modal of docs/product/earning.md. */
export function useActivityEvent(activity: Pick<Activity, 'id'>): ActivityEventControls {
  const [maxOpen, setMaxOpen] = useState(false);
  const eventId = useRef<string | null>(null);

  // The message is looked up when shown: controls bound to the language would change with it, and
  // an action whose effect starts the event (read, quiz) would start another on a language switch.
  const report = useCallback((outcome: Outcome) => {
    const t = previewT();
    if (outcome.kind === 'earned') {
      toast.success(t('earned', { points: outcome.points }));
      void refreshPointBalance();
    } else if (outcome.kind === 'maximum') {
      toast.error(t('maximum'));
    } else {
      toast.error(t('sorry', { message: outcome.message }));
    }
  }, []);

  const start = useCallback(
    async (type?: 'view' | 'read') => {
      const body = await startEvent(activity.id, type);
      const id = eventIdOf(body);
      eventId.current = id;
      if (id) return id;
      const message = body.httpCode === 200 ? null : failureMessage(body);
      if (message) report({ kind: 'sorry', message: message.replace(/\.$/, '') });
      else setMaxOpen(true);
      return null;
    },
    [activity.id, report],
  );

  const complete = useCallback(
    async (type?: 'view' | 'read') => {
      const id = eventId.current;
      eventId.current = null;
      const outcome: Outcome = id ? completionOutcome(await completeEvent(id, type)) : { kind: 'maximum' };
      report(outcome);
      return outcome;
    },
    [report],
  );

  return { start, complete, report, maxOpen, closeMax: useCallback(() => setMaxOpen(false), []) };
}
