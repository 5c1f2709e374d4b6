import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import type { Envelope } from '../contracts';
import { theme } from '../ui/theme';
import { AddressFields, EMPTY_ADDRESS } from './AddressFields';
import type { ApiCall } from './addressLookup';

const api: ApiCall = async <T,>() => ({ httpCode: 404 }) as Envelope<T>;

function ShippingForm({ error }: { error?: string }) {
  const [country, setCountry] = useState('US');
  return (
    <>
      <AddressFields
        api={api}
        values={EMPTY_ADDRESS}
        country="US"
        shown={() => true}
        errorOf={() => undefined}
        onChange={() => undefined}
        countryInput={{ value: country, error, onValue: setCountry }}
      />
      <output data-testid="country">{country}</output>
    </>
  );
}

function renderIn(language: string, error?: string) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, fallbackLng: 'en', initAsync: false, resources: {} });
  return render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <ShippingForm {...(error ? { error } : {})} />
      </I18nextProvider>
    </ThemeProvider>,
  );
}

describe('the address block with an editable country (a shipping address)', () => {
  it('shows a Country field the member can change, with its error', async () => {
    renderIn('en', 'Error: Invalid country!');
    const field = screen.getByLabelText('Country');
    await userEvent.clear(field);
    await userEvent.type(field, 'USA');
    expect(screen.getByTestId('country')).toHaveTextContent('USA');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Invalid country!');
  });

  it("names the finder's country in the member's language, not by its code", () => {
    const { unmount } = renderIn('fr');
    expect(screen.getByText(/dans un seul pays : États-Unis\./)).toBeInTheDocument();
    unmount();
    const spanish = renderIn('es');
    expect(screen.getByText(/en un solo país: Estados Unidos\./)).toBeInTheDocument();
    spanish.unmount();
    renderIn('en');
    expect(screen.getByText(/in one country: United States\./)).toBeInTheDocument();
  });

  it('is labelled in French and Spanish', () => {
    const { unmount } = renderIn('fr');
    expect(screen.getByLabelText('Pays')).toBeInTheDocument();
    unmount();
    renderIn('es');
    expect(screen.getByLabelText('País')).toBeInTheDocument();
  });
});
