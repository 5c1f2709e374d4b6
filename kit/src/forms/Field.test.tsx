import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme';
import { Field, SelectField, TextAreaField } from './Field';

function renderIn(language: string, element: React.ReactElement) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, fallbackLng: 'en', initAsync: false, resources: {} });
  return render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>{element}</I18nextProvider>
    </ThemeProvider>,
  );
}

function Message({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TextAreaField label="Message" value={value} error={error} onValue={setValue} />;
}

describe('the form kit fields', () => {
  it('takes a multi-line message, and ties its error to it for screen readers', async () => {
    renderIn('en', <Message error="Should not be empty." />);
    const message = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(message, 'Hello{enter}there');
    expect(message).toHaveValue('Hello\nthere');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Should not be empty.');
  });

  it('reads an input’s hint with it, and its error after the hint', () => {
    const { rerender } = renderIn(
      'en',
      <Field
        label="E-mail"
        value="ann@store.example"
        readOnly
        hint={<small>From your store account.</small>}
        onValue={() => undefined}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('From your store account.');
    rerender(
      <ThemeProvider theme={theme}>
        <Field
          label="E-mail"
          value=""
          hint="From your store account."
          error="Should not be empty."
          onValue={() => undefined}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'From your store account. Should not be empty.',
    );
  });

  it('offers the empty choice of a select in the page language when the form gives none', () => {
    renderIn(
      'es',
      <SelectField label="Género" value="" options={[{ value: 'f', label: 'Mujer' }]} onValue={() => undefined} />,
    );
    expect(screen.getByRole('option', { name: 'Elegir…' })).toBeInTheDocument();
  });
});
