import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useChoiceQuery, usePageQuery, useShownPagesQuery } from './pageQuery';

/** A list whose buttons page it, open an item, go back, or correct the address as the catalogue does. */
function List() {
  const [page, setPage] = usePageQuery();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <p>{`page ${page} at ${location.pathname}${location.search}`}</p>
      <button onClick={() => setPage(0)}>first</button>
      <button onClick={() => setPage(1)}>second</button>
      <button onClick={() => setPage(1, { replace: true })}>correct to second</button>
      <button onClick={() => navigate('/reward-preview/42')}>open</button>
      <button onClick={() => navigate('/rewards?page=9')}>far</button>
      <button onClick={() => navigate(-1)}>back</button>
    </>
  );
}

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <List />
    </MemoryRouter>,
  );
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const shown = () => screen.getByText(/^page /).textContent;

describe('a list page in the address', () => {
  it('reads ?page= counted from 1 as the page from 0, and anything else as the first page', () => {
    for (const [path, page] of [
      ['/rewards', 0],
      ['/rewards?page=3', 2],
      ['/rewards?page=0', 0],
      ['/rewards?page=-2', 0],
      ['/rewards?page=2.5', 0],
      ['/rewards?page=abc', 0],
      ['/rewards?page=99999999', 0],
    ] as const) {
      const { unmount } = open(path);
      expect(shown()).toBe(`page ${page} at ${path}`);
      unmount();
    }
  });

  it('writes the page into the address, keeping other queries, and back returns to the page left', () => {
    open('/rewards?sort=new');
    press('second');
    expect(shown()).toBe('page 1 at /rewards?sort=new&page=2');
    press('open');
    press('back');
    expect(shown()).toBe('page 1 at /rewards?sort=new&page=2');
    press('first');
    expect(shown()).toBe('page 0 at /rewards?sort=new');
    // Each page was an entry of its own: back goes to the page before.
    press('back');
    expect(shown()).toBe('page 1 at /rewards?sort=new&page=2');
  });

  it('corrects the page without a history entry when asked to replace', () => {
    open('/rewards');
    press('far');
    press('correct to second');
    expect(shown()).toBe('page 1 at /rewards?page=2');
    press('back');
    expect(shown()).toBe('page 0 at /rewards');
  });
});

/** A View More list: its button shows one more page; an item opens; back returns. */
function MoreList() {
  const [pages, setPages] = useShownPagesQuery();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <p>{`pages ${pages} at ${location.pathname}${location.search}`}</p>
      <button onClick={() => setPages(pages + 1)}>view more</button>
      <button onClick={() => setPages(1)}>collapse</button>
      <button onClick={() => navigate('/contest/7')}>open</button>
      <button onClick={() => navigate(-1)}>back</button>
    </>
  );
}

describe('the pages a View More list shows, in the address', () => {
  const openMore = (path: string) =>
    render(
      <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
        <MoreList />
      </MemoryRouter>,
    );
  const pagesShown = () => screen.getByText(/^pages /).textContent;

  it('reads ?shown= as the pages shown, and anything else as one page', () => {
    for (const [path, pages] of [
      ['/contest', 1],
      ['/contest?shown=3', 3],
      ['/contest?shown=0', 1],
      ['/contest?shown=two', 1],
    ] as const) {
      const { unmount } = openMore(path);
      expect(pagesShown()).toBe(`pages ${pages} at ${path}`);
      unmount();
    }
  });

  it('writes each View More over the same entry, so back from an item finds them and back again leaves', () => {
    openMore('/contest?sort=new');
    press('view more');
    press('view more');
    expect(pagesShown()).toBe('pages 3 at /contest?sort=new&shown=3');
    press('open');
    press('back');
    expect(pagesShown()).toBe('pages 3 at /contest?sort=new&shown=3');
    press('collapse');
    expect(pagesShown()).toBe('pages 1 at /contest?sort=new');
    press('back');
    expect(screen.getByText(/^pages /)).toHaveTextContent('pages 1 at /');
  });
});

const FILTERS = ['all', 'video', 'survey'] as const;

/** A filtered list: its buttons choose a filter; an item opens; back returns. */
function FilteredList() {
  const [filter, setFilter] = useChoiceQuery('filter', FILTERS, 'all');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <p>{`filter ${filter} at ${location.pathname}${location.search}`}</p>
      {FILTERS.map((choice) => (
        <button key={choice} onClick={() => setFilter(choice)}>
          {choice}
        </button>
      ))}
      <button onClick={() => navigate('/earn-points-action-preview/7')}>open</button>
      <button onClick={() => navigate(-1)}>back</button>
    </>
  );
}

describe('a list’s choice in the address', () => {
  const openFiltered = (path: string) =>
    render(
      <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
        <FilteredList />
      </MemoryRouter>,
    );
  const filterShown = () => screen.getByText(/^filter /).textContent;

  it('reads a known choice, and anything else as the fallback', () => {
    for (const [path, filter] of [
      ['/earn-points', 'all'],
      ['/earn-points?filter=survey', 'survey'],
      ['/earn-points?filter=Survey', 'all'],
      ['/earn-points?filter=<script>', 'all'],
      ['/earn-points?filter=', 'all'],
    ] as const) {
      const { unmount } = openFiltered(path);
      expect(filterShown()).toBe(`filter ${filter} at ${path}`);
      unmount();
    }
  });

  it('writes each choice over the same entry, none for the fallback, so back from an item finds it and back again leaves', () => {
    openFiltered('/earn-points?shown=2');
    press('video');
    press('survey');
    expect(filterShown()).toBe('filter survey at /earn-points?shown=2&filter=survey');
    press('open');
    press('back');
    expect(filterShown()).toBe('filter survey at /earn-points?shown=2&filter=survey');
    press('all');
    expect(filterShown()).toBe('filter all at /earn-points?shown=2');
    press('back');
    expect(screen.getByText(/^filter /)).toHaveTextContent('filter all at /');
  });
});
