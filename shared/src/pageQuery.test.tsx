import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { usePageQuery } from './pageQuery';

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
