import { act, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { Envelope } from '@portal/kit';
import { AppRoot } from '../federation/AppRoot';
import { type FirstScreen, type FirstScreenRequest, holdFirstScreen } from '../first-screen';

export interface FirstScreenCase {
  /** The remote's name and app, as its `createReactApp` mounts them. */
  name: string;
  App: ComponentType;
  /** The remote's server renderer (`src/first-screen.tsx`). */
  render: (request: FirstScreenRequest) => Promise<FirstScreen>;
  url: string;
  answers: Readonly<Record<string, Envelope<unknown>>>;
}

/**
 * Renders a first screen on the server, then has the browser's root take it over (hydrate) at the same
 * address, given `browserAnswers` (the same answers unless told): the container and what React
 * reported, which is empty when the browser's first render matched the server's markup.
 */
export async function hydrateFirstScreen(
  { name, App, render, url, answers }: FirstScreenCase,
  browserAnswers = answers,
): Promise<{ container: HTMLElement; mismatches: unknown[] }> {
  const { html } = await render({ url, language: 'en', answers });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  window.history.pushState({}, '', url);
  await holdFirstScreen({ url, language: 'en', answers: browserAnswers });
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <AppRoot name={name} router={BrowserRouter}>
        <App />
      </AppRoot>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return { container, mismatches };
}
