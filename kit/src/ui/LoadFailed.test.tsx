import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { LoadFailed } from './LoadFailed';
import { theme } from './theme';

function renderIn(lng: string, onRetry: () => void) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng, fallbackLng: 'en', initAsync: false, resources: {} });
  return render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <LoadFailed message="The rewards could not be loaded." onRetry={onRetry} />
      </I18nextProvider>
    </ThemeProvider>,
  );
}

test('announces the feature message and retries when the member asks', async () => {
  const onRetry = jest.fn();
  renderIn('en', onRetry);
  expect(screen.getByRole('alert')).toHaveTextContent('The rewards could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('the retry speaks the page language', () => {
  renderIn('es', () => undefined);
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});
