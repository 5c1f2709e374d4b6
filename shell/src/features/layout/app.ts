import { createReactApp } from '@portal/shared';
import { Layout } from './Layout';
import { layoutTranslations } from './translations';

export const { bootstrap, mount, unmount } = createReactApp({
  name: 'layout',
  translations: layoutTranslations,
  App: Layout,
});
