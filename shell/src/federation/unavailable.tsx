import { i18n } from '@portal/shared';
import { theme, UnavailablePanel } from '@portal/kit/ui';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';

/** Renders the translated "temporarily unavailable" panel into a failed app's area. */
export function renderUnavailable(element: HTMLElement, onRetry: () => Promise<void>): Root {
  const root = createRoot(element);
  root.render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <UnavailablePanel onRetry={onRetry} />
      </I18nextProvider>
    </ThemeProvider>,
  );
  return root;
}
