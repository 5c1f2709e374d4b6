import { http, i18n, Toaster, useCampaign } from '@portal/shared';
import { theme, type CampaignConfig } from '@portal/kit';
import { render } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

export interface Call {
  method: string;
  url: string;
  data: unknown;
}

/** A fake API at the edge (axios's adapter): answers by "METHOD url" and records every call. */
export function fakeApi(answers: Record<string, { httpCode: number; message?: string; data?: unknown; errors?: unknown[] }>) {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    calls.push({ method: config.method!.toUpperCase(), url: config.url!, data: config.data ? JSON.parse(config.data as string) : undefined });
    const body = answers[key] ?? { httpCode: 404, message: `no fake for ${key}` };
    return { data: body, status: body.httpCode === 204 ? 200 : body.httpCode, statusText: '', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return calls;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a page in the providers a remote's root gives, at a path, with the campaign already loaded. */
export function renderAt(path: string, element: ReactElement, config: CampaignConfig) {
  useCampaign.setState({ config, status: 'ready' });
  void i18n.changeLanguage('en');
  return render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<>{element}<Where /></>} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </I18nextProvider>
    </ThemeProvider>,
  );
}

export const DEMO_CONFIG = {
  id: 'c1',
  name: 'Vapor Rewards',
  campaignState: 'active',
  status: 'active',
  activationStart: '2026-01-01T00:00:00Z',
  activationEnd: '2027-12-31T23:59:59Z',
  countryCode: 'US',
  captchaConfig: { registrationCaptcha: false, loginCaptcha: false, supportCaptcha: false, packageCodeCaptcha: false },
  uiConfig: {
    userFields: [
      { name: 'firstName', validation: { mandatory: true, maxLength: 50 } },
      { name: 'lastName', validation: { mandatory: true, maxLength: 50 } },
      { name: 'email', validation: { mandatory: true, email: true } },
      { name: 'birth', validation: { mandatory: true } },
      { name: 'cellPhone', validation: { mandatory: true } },
      { name: 'address', validation: { mandatory: true } },
      { name: 'city', validation: { mandatory: false } },
      { name: 'zip', validation: { mandatory: true, minLength: 4, maxLength: 6 } },
      { name: 'gender', validation: { mandatory: true } },
    ],
    passwordRule: { minLength: 8, maxLength: 20, mandatory: true, upperCaseReq: true, lowerCaseReq: true, specialCharReq: true },
  },
  fingerprinting: { enable: false },
  usePreRegistration: true,
  bonusPointInfo: { onProfileComplete: { points: 50 } },
  authentication: {},
  otp: { enabled: true, length: 6, waitSeconds: 120 },
  gtmConfig: { enabled: false },
  notificationUI: { maxAllowDays: 30, isRouteBased: true, maxNotificationShow: 3 },
  storeLocatorUrl: 'https://www.example.com/store-locator',
} satisfies CampaignConfig;
