import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import type { AddressSuggestion, Envelope } from '../contracts';
import { theme } from '../ui/theme';
import { AddressFields, EMPTY_ADDRESS, type AddressValues } from './AddressFields';
import type { ApiCall } from './addressLookup';

const EMPIRE: AddressSuggestion = {
  address: '350 5th Ave, New York, NY 10118',
  street: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  zip: '10118',
  country: 'US',
  latitude: 40.7484,
  longitude: -73.9857,
};
const CONGRESS: AddressSuggestion = {
  address: '600 Congress Ave, Austin, TX 78701',
  street: '600 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
  latitude: 30.2687,
  longitude: -97.7425,
};
const lookupUrl = (q: string, country = 'US') => `/s1/lookup/address?${new URLSearchParams({ q, country }).toString()}`;

/** The app's API client as the kit sees it (its `api` prop): answers lookups by URL, records each one. */
function fakeClient(answers: Record<string, AddressSuggestion[]>) {
  const calls: { method: string; url: string }[] = [];
  const api: ApiCall = async <T,>({ method, url }: { method: string; url: string }) => {
    calls.push({ method, url });
    const content = answers[url];
    return (content ? { httpCode: 200, data: { content } } : { httpCode: 404, message: 'Not found' }) as Envelope<T>;
  };
  return { api, calls };
}

/** Renders the block as a form holds it, every field shown and the values readable, in a page's i18n. */
function renderForm(api: ApiCall, language = 'en') {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, fallbackLng: 'en', initAsync: false, resources: {} });
  return render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <AddressForm api={api} />
      </I18nextProvider>
    </ThemeProvider>,
  );
}

function AddressForm({ api }: { api: ApiCall }) {
  const [values, setValues] = useState<AddressValues>(EMPTY_ADDRESS);
  return (
    <>
      <AddressFields
        api={api}
        values={values}
        country="US"
        shown={() => true}
        errorOf={() => undefined}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
      />
      <pre data-testid="values">{JSON.stringify(values)}</pre>
    </>
  );
}
const values = (): AddressValues => JSON.parse(screen.getByTestId('values').textContent!) as AddressValues;
const address = () => screen.getByRole('combobox', { name: 'Address' });

describe('the address finder', () => {
  it('lists suggestions once typing pauses and fills the address block with the one chosen by keyboard', async () => {
    const { api, calls } = fakeClient({ [lookupUrl('ave')]: [EMPIRE, CONGRESS] });
    const user = userEvent.setup();
    renderForm(api);
    expect(address()).toHaveAttribute('aria-expanded', 'false');
    await user.type(address(), 'ave');
    expect(await screen.findByRole('option', { name: CONGRESS.address })).toBeInTheDocument();
    expect(address()).toHaveAttribute('aria-expanded', 'true');
    expect(address()).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Address suggestions' }).id);
    // One call for the whole word: the lookup waits for a pause in typing.
    expect(calls).toEqual([{ method: 'GET', url: '/s1/lookup/address?q=ave&country=US' }]);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: CONGRESS.address })).toHaveAttribute('aria-selected', 'true');
    expect(address()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: CONGRESS.address }).id,
    );
    await user.keyboard('{Enter}');

    expect(values()).toEqual({
      ...EMPTY_ADDRESS,
      address: '600 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      latitude: '30.2687',
      longitude: '-97.7425',
    });
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(address()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('chooses with the mouse, closes on Escape, and forgets the coordinates when the text is edited', async () => {
    const { api } = fakeClient({ [lookupUrl('350 5th')]: [EMPIRE], [lookupUrl('350 5th Ave, Suite 1')]: [] });
    const user = userEvent.setup();
    renderForm(api);
    await user.type(address(), '350 5th');
    await user.click(await screen.findByRole('option', { name: EMPIRE.address }));
    expect(values()).toMatchObject({
      address: '350 5th Ave',
      zip: '10118',
      latitude: '40.7484',
      longitude: '-73.9857',
    });

    await user.type(address(), ', Suite 1');
    expect(values()).toMatchObject({ address: '350 5th Ave, Suite 1', city: 'New York', latitude: '', longitude: '' });
    expect(await screen.findByText('No address found')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No address found')).not.toBeInTheDocument();
    expect(address()).toHaveValue('350 5th Ave, Suite 1');
  });

  it('shows the search in progress, then "No address found", and keeps the typed address', async () => {
    const { api } = fakeClient({ [lookupUrl('12 Nowhere Rd')]: [] });
    const user = userEvent.setup();
    renderForm(api);
    await user.type(address(), '12 Nowhere Rd');
    expect(screen.getByText('Searching addresses…')).toBeInTheDocument();
    expect(await screen.findByText('No address found')).toBeInTheDocument();
    expect(address()).toHaveAttribute('aria-expanded', 'false');
    expect(values()).toEqual({ ...EMPTY_ADDRESS, address: '12 Nowhere Rd' });
  });

  it('says "No address found" in the member\'s language when the lookup fails', async () => {
    const { api } = fakeClient({});
    const user = userEvent.setup();
    renderForm(api, 'fr');
    await user.type(screen.getByRole('combobox', { name: 'Adresse' }), '1 rue');
    expect(await screen.findByText('Aucune adresse trouvée')).toBeInTheDocument();
  });

  it('empties every address field, coordinates included, when the address is cleared', async () => {
    const { api } = fakeClient({ [lookupUrl('350 5th')]: [EMPIRE] });
    const user = userEvent.setup();
    renderForm(api);
    await user.type(address(), '350 5th');
    await user.click(await screen.findByRole('option', { name: EMPIRE.address }));
    await user.clear(address());
    expect(values()).toEqual(EMPTY_ADDRESS);
  });
});
