import { i18n } from '@portal/shared';
import { type AddressSuggestion } from '@portal/kit';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DEMO_CONFIG, fakeApi, renderAt } from '../../test/render';
import { SignupPage } from '../signup/SignupPage';
import { EMPTY_SIGNUP, signupPayload } from '../signup/signupForm';
import { AddressFields, EMPTY_ADDRESS, type AddressValues } from './AddressFields';

const EMPIRE: AddressSuggestion = {
  address: '350 5th Ave, New York, NY 10118', street: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', country: 'US', latitude: 40.7484, longitude: -73.9857,
};
const CONGRESS: AddressSuggestion = {
  address: '600 Congress Ave, Austin, TX 78701', street: '600 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', country: 'US', latitude: 30.2687, longitude: -97.7425,
};
const lookupKey = (q: string, country = 'US') => `GET /s1/lookup/address?${new URLSearchParams({ q, country }).toString()}`;
const found = (...content: AddressSuggestion[]) => ({ httpCode: 200, data: { content } });

/** The block as a form holds it, with every field shown and the values readable. */
function AddressForm() {
  const [values, setValues] = useState<AddressValues>(EMPTY_ADDRESS);
  return (
    <>
      <AddressFields values={values} country="US" shown={() => true} errorOf={() => undefined} onChange={(changes) => setValues((current) => ({ ...current, ...changes }))} />
      <pre data-testid="values">{JSON.stringify(values)}</pre>
    </>
  );
}
const values = (): AddressValues => JSON.parse(screen.getByTestId('values').textContent!) as AddressValues;
const address = () => screen.getByRole('combobox', { name: 'Address' });

describe('the address finder', () => {
  it('lists suggestions once typing pauses and fills the address block with the one chosen by keyboard', async () => {
    const calls = fakeApi({ [lookupKey('ave')]: found(EMPIRE, CONGRESS) });
    const user = userEvent.setup();
    renderAt('/signup', <AddressForm />, DEMO_CONFIG);
    expect(address()).toHaveAttribute('aria-expanded', 'false');
    await user.type(address(), 'ave');
    expect(await screen.findByRole('option', { name: CONGRESS.address })).toBeInTheDocument();
    expect(address()).toHaveAttribute('aria-expanded', 'true');
    expect(address()).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Address suggestions' }).id);
    // One call for the whole word: the lookup waits for a pause in typing.
    expect(calls.map((call) => call.url)).toEqual([`/s1/lookup/address?q=ave&country=US`]);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: CONGRESS.address })).toHaveAttribute('aria-selected', 'true');
    expect(address()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: CONGRESS.address }).id);
    await user.keyboard('{Enter}');

    expect(values()).toEqual({ ...EMPTY_ADDRESS, address: '600 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', latitude: '30.2687', longitude: '-97.7425' });
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(address()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('chooses with the mouse, closes on Escape, and forgets the coordinates when the text is edited', async () => {
    fakeApi({ [lookupKey('350 5th')]: found(EMPIRE), [lookupKey('350 5th Ave, Suite 1')]: found() });
    const user = userEvent.setup();
    renderAt('/signup', <AddressForm />, DEMO_CONFIG);
    await user.type(address(), '350 5th');
    await user.click(await screen.findByRole('option', { name: EMPIRE.address }));
    expect(values()).toMatchObject({ address: '350 5th Ave', zip: '10118', latitude: '40.7484', longitude: '-73.9857' });

    await user.type(address(), ', Suite 1');
    expect(values()).toMatchObject({ address: '350 5th Ave, Suite 1', city: 'New York', latitude: '', longitude: '' });
    expect(await screen.findByText('No address found')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No address found')).not.toBeInTheDocument();
    expect(address()).toHaveValue('350 5th Ave, Suite 1');
  });

  it('shows the search in progress, then "No address found", and keeps the typed address', async () => {
    fakeApi({ [lookupKey('12 Nowhere Rd')]: found() });
    const user = userEvent.setup();
    renderAt('/signup', <AddressForm />, DEMO_CONFIG);
    await user.type(address(), '12 Nowhere Rd');
    expect(screen.getByText('Searching addresses…')).toBeInTheDocument();
    expect(await screen.findByText('No address found')).toBeInTheDocument();
    expect(address()).toHaveAttribute('aria-expanded', 'false');
    expect(values()).toEqual({ ...EMPTY_ADDRESS, address: '12 Nowhere Rd' });
  });

  it('says "No address found" in the member\'s language when the lookup fails', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderAt('/signup', <AddressForm />, DEMO_CONFIG);
    await act(() => i18n.changeLanguage('fr'));
    await user.type(screen.getByRole('combobox', { name: 'Adresse' }), '1 rue');
    expect(await screen.findByText('Aucune adresse trouvée')).toBeInTheDocument();
  });

  it('empties every address field, coordinates included, when the address is cleared', async () => {
    fakeApi({ [lookupKey('350 5th')]: found(EMPIRE) });
    const user = userEvent.setup();
    renderAt('/signup', <AddressForm />, DEMO_CONFIG);
    await user.type(address(), '350 5th');
    await user.click(await screen.findByRole('option', { name: EMPIRE.address }));
    await user.clear(address());
    expect(values()).toEqual(EMPTY_ADDRESS);
  });

  it('searches the first country of the campaign on the sign-up page', async () => {
    const config = { ...DEMO_CONFIG, countryCode: ['CA', 'US'] };
    const ottawa = { ...EMPIRE, address: '111 Wellington St, Ottawa, ON K1A 0A9', street: '111 Wellington St', city: 'Ottawa', state: 'ON', zip: 'K1A0A9', country: 'CA', latitude: 45.4236, longitude: -75.7009 };
    const calls = fakeApi({ [lookupKey('111 Well', 'CA')]: found(ottawa) });
    const user = userEvent.setup();
    renderAt('/signup', <SignupPage />, config);
    await user.type(address(), '111 Well');
    await user.click(await screen.findByRole('option', { name: ottawa.address }));
    expect(screen.getByLabelText('Zip Code')).toHaveValue('K1A0A9');
    expect(screen.getByLabelText('City')).toHaveValue('Ottawa');
    expect(calls.map((call) => call.url)).toEqual([`/s1/lookup/address?q=111+Well&country=CA`]);
  });

  it('sends the chosen coordinates with the sign-up, and none for a typed address', () => {
    const chosen = { ...EMPTY_SIGNUP, address: '350 5th Ave', latitude: '40.7484', longitude: '-73.9857' };
    expect(signupPayload(chosen, DEMO_CONFIG, new URLSearchParams())).toMatchObject({ address: '350 5th Ave', latitude: 40.7484, longitude: -73.9857 });
    const typed = signupPayload({ ...EMPTY_SIGNUP, address: '12 Nowhere Rd' }, DEMO_CONFIG, new URLSearchParams());
    expect(typed).not.toHaveProperty('latitude');
    expect(typed).not.toHaveProperty('longitude');
  });
});
