import { StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary, Spinner, theme } from '@portal/kit/ui';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { i18n } from '../i18n/i18n';

export interface AppRootProps {
  /** The app's name: its i18n namespace and its error boundary's area. */
  name: string;
  /** The browser's router in the page, a router fixed at the requested address on the server. */
  router: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}

/**
 * What every app's React root holds around it: React contexts do not cross single-spa roots, so each
 * gets its own theme, i18n provider, router and error boundary. One tree for the browser and for a
 * first screen's server render (docs/first-screen-plan.md), so the browser's render can match it.
 */
export function AppRoot({ name, router: Router, children }: AppRootProps) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n} defaultNS={name}>
          <Router>
            <ErrorBoundary area={name}>
              <Suspense fallback={<Spinner />}>{children}</Suspense>
            </ErrorBoundary>
          </Router>
        </I18nextProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
