import { createReactApp } from '@portal/shared';
import { preloadMemberHome } from '../home/HomePage';
import { PagesApp } from './PagesApp';
import { pagesTranslations } from './translations';

const app = createReactApp({
  name: 'pages',
  translations: pagesTranslations,
  App: PagesApp,
});

// Asked for as this app's module runs, so the member's home arrives while the frame mounts.
const memberHomeReady = preloadMemberHome();

export const { bootstrap, unmount } = app;
export const mount = [() => memberHomeReady, ...[app.mount].flat()];
