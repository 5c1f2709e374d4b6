import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { UnavailablePanel } from '../ui/UnavailablePanel';
import { theme } from '../ui/theme';
import { KIT_NAMESPACE } from './strings';

const page = (lng: string) => {
  const i18n = i18next.createInstance();
  void i18n.init({ lng, fallbackLng: 'en', initAsync: false, resources: {} });
  return i18n;
};

const renderPanel = (i18n: ReturnType<typeof page>) =>
  render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <UnavailablePanel onRetry={() => undefined} />
      </I18nextProvider>
    </ThemeProvider>,
  );

test('a kit component brings its strings into the i18n instance of the page, in its language', () => {
  renderPanel(page('fr'));
  expect(screen.getByRole('heading', { name: 'Cette section est temporairement indisponible' })).toBeInTheDocument();
});

test('strings already on the page are kept, so an older kit keeps its wording beside a newer one', () => {
  const i18n = page('en');
  i18n.addResourceBundle('en', KIT_NAMESPACE, { retry: 'Retry now' });
  renderPanel(i18n);
  expect(screen.getByRole('button', { name: 'Retry now' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
});

test('registering while a kit component renders updates no other component of the page', () => {
  const i18n = page('en');
  i18n.options.react = { bindI18nStore: 'added' };
  function PageText() {
    const { t } = useTranslation();
    return <p>{t('page', 'Page')}</p>;
  }
  const tree = (panel: boolean) => (
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <PageText />
        {panel && <UnavailablePanel onRetry={() => undefined} />}
      </I18nextProvider>
    </ThemeProvider>
  );
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const { rerender } = render(tree(false));
    rerender(tree(true));
    expect(screen.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  } finally {
    error.mockRestore();
  }
});
