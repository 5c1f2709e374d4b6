import { theme, type CampaignConfig } from '@portal/kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useCampaign } from '../campaign/store';
import { i18n } from '../i18n/i18n';
import type { Language } from '../i18n/language';
import { useSession } from '../session/store';
import { useToasts } from '../ui/toast';
import { Toaster } from '../ui/Toaster';

export interface RenderOptions {
  /** The URL the page opens at; `screen.getByTestId('location')` shows where it is after navigating. */
  path?: string;
  /** The campaign as if already loaded. */
  campaign?: CampaignConfig;
  /** The session language: the page's strings and every request's Accept-Language follow it. */
  language?: Language;
  /** The app's namespace, default for `t` as in the app's root (createReactApp gives its name). */
  namespace?: string;
}

function Where() {
  const location = useLocation();
  return (
    <span data-testid="location" hidden>
      {location.pathname + location.search}
    </span>
  );
}

/** Renders an element in the providers an app's root gives (theme, i18n, router) with the toaster. */
export function renderPage(
  element: ReactElement,
  { path = '/', campaign, language = 'en', namespace }: RenderOptions = {},
) {
  // A page starts with no toasts, as after a reload: an earlier test's would still be on screen for 6 s.
  useToasts.setState({ toasts: [] });
  if (campaign) useCampaign.setState({ config: campaign, status: 'ready' });
  useSession.getState().setLanguage(language);
  return render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n} {...(namespace ? { defaultNS: namespace } : {})}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {element}
                  <Where />
                </>
              }
            />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </I18nextProvider>
    </ThemeProvider>,
  );
}
