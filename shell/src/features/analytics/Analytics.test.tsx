import { useCampaign, useSession } from '@portal/shared';
import { type CampaignConfig } from '@portal/kit';
import { act, fireEvent, render } from '@testing-library/react';
import { Analytics } from './Analytics';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const campaign = (overrides: Partial<CampaignConfig>) =>
  ({ campaignState: 'active', status: 'active', gtmConfig: { enabled: false }, ...overrides }) as CampaignConfig;

const page = () =>
  render(
    <>
      <Analytics />
      <div data-ref-type="activity" data-ref-id="act-7">
        <button type="button">
          <span>Watch now</span>
        </button>
      </div>
    </>,
  );

beforeEach(() => {
  delete (window as DataLayerWindow).dataLayer;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  useSession
    .getState()
    .login(
      { id: 'm-1', email: 'dana@example.com', username: 'dana', name: 'Dana' },
      { accessToken: 'a.e30.s', refreshToken: 'r' },
    );
});

test('with no id configured nothing is loaded and nothing is pushed', () => {
  act(() => useCampaign.setState({ config: campaign({ gtmConfig: { enabled: true } }) }));
  const { getByText } = page();
  fireEvent.click(getByText('Watch now'));
  expect(document.head.querySelector('script')).toBeNull();
  expect((window as DataLayerWindow).dataLayer).toBeUndefined();
});

test('a disabled tag manager stays off even with an id', () => {
  act(() => useCampaign.setState({ config: campaign({ gtmConfig: { enabled: false, gtmId: 'GTM-X' } }) }));
  const { getByText } = page();
  fireEvent.click(getByText('Watch now'));
  expect(document.head.querySelector('script')).toBeNull();
  expect((window as DataLayerWindow).dataLayer).toBeUndefined();
});

test('with a tag manager id the script loads once and clicks push element_clicked with the member and the element', () => {
  act(() => useCampaign.setState({ config: campaign({ gtmConfig: { enabled: true, gtmId: 'GTM-ABC' } }) }));
  const { getByText } = page();
  fireEvent.click(getByText('Watch now'));
  const scripts = [...document.head.querySelectorAll('script')].map((s) => s.src);
  expect(scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC']);
  expect((window as DataLayerWindow).dataLayer?.at(-1)).toEqual({
    event: 'element_clicked',
    userId: 'm-1',
    email: 'dana@example.com',
    username: 'dana',
    name: 'Dana',
    refId: 'act-7',
    refType: 'activity',
    elementTag: 'Watch now',
  });
});
