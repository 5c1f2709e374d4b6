import { type RemoteName } from '@portal/shared';
import { ErrorBoundary, Spinner, UnavailablePanel } from '@portal/kit/ui';
import { useCallback, useEffect, useState } from 'react';
import { loadWidget, type Widget } from '../../federation/widgets';

type Slot = { state: 'loading' } | { state: 'ready'; Widget: Widget } | { state: 'failed' };

interface Props {
  remote: RemoteName;
  expose: string;
  /** Names the slot for assistive technology and tests. */
  label: string;
}

/**
 * One slot of a page filled by a remote's widget. While it loads the slot shows a spinner; when the
 * remote is down or its widget throws, the slot — and only the slot — shows the unavailable panel,
 * whose retry loads (or renders) the widget again in place.
 */
export function RemoteWidget({ remote, expose, label }: Props) {
  const [attempt, setAttempt] = useState(0);
  // The answer of one attempt; a newer attempt shows the spinner until its own answer arrives.
  const [answer, setAnswer] = useState<{ attempt: number; slot: Slot }>({ attempt, slot: { state: 'loading' } });
  const slot: Slot = answer.attempt === attempt ? answer.slot : { state: 'loading' };

  useEffect(() => {
    let current = true;
    loadWidget(remote, expose).then(
      (Widget) => current && setAnswer({ attempt, slot: { state: 'ready', Widget } }),
      (error: unknown) => {
        if (!current) return;
        console.warn(`[shell] widget ${remote}/${expose} is unavailable`, error);
        setAnswer({ attempt, slot: { state: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, expose, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <section aria-label={label} aria-busy={slot.state === 'loading'} data-testid={`widget-${remote}`}>
      {slot.state === 'loading' && <Spinner />}
      {slot.state === 'failed' && <UnavailablePanel onRetry={retry} />}
      {slot.state === 'ready' && (
        <ErrorBoundary area={`${remote}/${expose}`}>
          <slot.Widget />
        </ErrorBoundary>
      )}
    </section>
  );
}
