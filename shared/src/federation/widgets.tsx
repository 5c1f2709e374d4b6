import { ErrorBoundary, Spinner, UnavailablePanel } from '@portal/kit/ui';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import type { RemoteName } from './remotes';

/** A React component a remote exposes for another app to compose (its module's default export). */
export type Widget = ComponentType<Record<string, never>>;

/** Fetches `<remote>/<expose>` through the Module Federation runtime and gives its default export. */
export type WidgetLoader = (remote: RemoteName, expose: string) => Promise<Widget>;

let widgetLoader: WidgetLoader | null = null;

/**
 * The host gives the one loader that talks to the federation runtime (the shell does at start-up);
 * every app's RemoteWidget then uses it. The session module is one per page, so a remote's slot
 * finds the loader the shell provided (docs/architecture.md, Federation).
 */
export function provideWidgetLoader(loader: WidgetLoader): void {
  widgetLoader = loader;
}

export function loadWidget(remote: RemoteName, expose: string): Promise<Widget> {
  if (!widgetLoader) return Promise.reject(new Error('no widget loader: the host has not provided one'));
  return widgetLoader(remote, expose);
}

type Slot = { state: 'loading' } | { state: 'ready'; Widget: Widget } | { state: 'failed' };

export interface RemoteWidgetProps {
  remote: RemoteName;
  expose: string;
  /** Names the slot for assistive technology and tests. */
  label: string;
}

/**
 * One slot of a page filled by another remote's widget. While it loads the slot shows a spinner; when
 * the remote is down or its widget throws, the slot — and only the slot — shows the unavailable
 * panel, whose retry loads (or renders) the widget again in place.
 */
export function RemoteWidget({ remote, expose, label }: RemoteWidgetProps) {
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
        console.warn(`[federation] widget ${remote}/${expose} is unavailable`, error);
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
