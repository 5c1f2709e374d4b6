import { createReactApp } from '@portal/shared';
import { PagesApp } from './PagesApp';
import { pagesTranslations } from './translations';

export const { bootstrap, mount, unmount } = createReactApp({
  name: 'pages',
  translations: pagesTranslations,
  App: PagesApp,
});
