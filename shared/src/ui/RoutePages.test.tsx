import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PageHeadings } from '../federation/routes';
import { renderPage } from '../testing/render';
import { RoutePages, lazyPage, type PageRoute } from './RoutePages';

const HISTORY_HEADING = {
  en: { title: 'Point History', lead: 'Every point you earned and spent.' },
  fr: { title: 'Historique des points', lead: 'Tous les points gagnés et dépensés.' },
  es: { title: 'Historial de puntos', lead: 'Todos los puntos que ganaste y gastaste.' },
} as const satisfies PageHeadings;

const ROUTES = [
  { path: '/list', access: 'member', layout: true, page: 'list' },
  { path: '/history', access: 'member', layout: true, page: 'history', heading: HISTORY_HEADING },
  { path: '/banner', access: 'member', layout: true, page: 'banner', heading: HISTORY_HEADING, headingLook: 'banner' },
  { path: '/item/:id', access: 'member', layout: true, page: 'item' },
] as const satisfies readonly PageRoute[];

/** A page's chunk that arrives when the test says so. */
function heldChunk(text: string) {
  let arrive = () => undefined as void;
  const loaded = new Promise<{ Page: ComponentType }>((resolve) => {
    arrive = () => resolve({ Page: () => <h1>{text}</h1> });
  });
  return { page: lazyPage(() => loaded, 'Page'), arrive: () => act(async () => arrive()) };
}

function openAt(path: string, language: 'en' | 'fr' = 'en') {
  const history = heldChunk('History itself');
  const banner = heldChunk('Banner itself');
  const item = heldChunk('Item itself');
  const pages = { list: () => <h1>The list</h1>, history: history.page, banner: banner.page, item: item.page };
  renderPage(<RoutePages routes={ROUTES} pages={pages} />, { path, language });
  return { history, banner, item };
}

const title = () => screen.queryByRole('heading', { level: 1 })?.textContent ?? null;

describe("a remote's pages, each in the app's chunk or a chunk of its own", () => {
  it("shows the page of the app's chunk at once", () => {
    openAt('/list');
    expect(title()).toBe('The list');
  });

  it('opens an unknown path with no page', () => {
    openAt('/elsewhere');
    expect(title()).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("keeps a page's declared title and lead, in the member's language, in place while its chunk loads", async () => {
    const { history } = openAt('/history', 'fr');
    expect(title()).toBe('Historique des points');
    const section = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(section.querySelector(':scope > h1 + p')?.textContent).toBe('Tous les points gagnés et dépensés.');
    expect(screen.getByRole('status')).toBeInTheDocument();
    await history.arrive();
    expect(title()).toBe('History itself');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['declares no heading', '/item/7', 'item', 'Item itself'],
    ['sets its heading in a banner of its own', '/banner', 'banner', 'Banner itself'],
  ] as const)('shows a spinner alone while the chunk of a page that %s loads', async (_, path, page, text) => {
    const chunks = openAt(path);
    expect(title()).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await chunks[page].arrive();
    expect(title()).toBe(text);
  });

  it('shows a page whose chunk did not load as unavailable, and asks for it once more when the member retries', async () => {
    let online = false;
    let loads = 0;
    const load = () => {
      loads += 1;
      return online ? Promise.resolve({ Page: () => <h1>History itself</h1> }) : Promise.reject(new Error('offline'));
    };
    const pages = { list: () => null, history: lazyPage(load, 'Page'), banner: () => null, item: () => null };
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<RoutePages routes={ROUTES} pages={pages} />, { path: '/history' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect([title(), loads]).toEqual([null, 1]);
    online = true;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'History itself' })).toBeInTheDocument();
    expect(loads).toBe(2);
  });

  it("asks again for a chunk that a page's own sub-routes load, when the member retries", async () => {
    let online = false;
    const load = () =>
      online ? Promise.resolve({ Page: () => <h1>Item itself</h1> }) : Promise.reject(new Error('offline'));
    const Nested = lazyPage(load, 'Page');
    const ItemRoutes = () => (
      <Routes>
        <Route path=":id" element={<Nested />} />
      </Routes>
    );
    const routes = [{ path: '/item/*', access: 'member', layout: true, page: 'item' }] as const;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<RoutePages routes={routes} pages={{ item: ItemRoutes }} />, { path: '/item/7' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    online = true;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Item itself' })).toBeInTheDocument();
  });
});
