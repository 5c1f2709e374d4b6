import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { usePageQuery } from './pageQuery';

let setPage: ReturnType<typeof usePageQuery>[1];
let navigate: ReturnType<typeof useNavigate>;

function List() {
  const [page, set] = usePageQuery();
  setPage = set;
  navigate = useNavigate();
  const location = useLocation();
  return <p>{`page ${page} at ${location.pathname}${location.search}`}</p>;
}

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <List />
    </MemoryRouter>,
  );

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
      expect(screen.getByText(new RegExp(`^page ${page} at`))).toBeInTheDocument();
      unmount();
    }
  });

  it('writes the page into the address, keeping other queries, and back returns to the page left', () => {
    open('/rewards?sort=new');
    act(() => setPage(1));
    expect(screen.getByText('page 1 at /rewards?sort=new&page=2')).toBeInTheDocument();
    act(() => navigate('/reward-preview/42'));
    act(() => navigate(-1));
    expect(screen.getByText('page 1 at /rewards?sort=new&page=2')).toBeInTheDocument();
    act(() => setPage(0));
    expect(screen.getByText('page 0 at /rewards?sort=new')).toBeInTheDocument();
    // Each page was an entry of its own: back goes to the page before.
    act(() => navigate(-1));
    expect(screen.getByText('page 1 at /rewards?sort=new&page=2')).toBeInTheDocument();
  });

  it('corrects the page without a history entry when asked to replace', () => {
    open('/rewards');
    act(() => navigate('/rewards?page=9'));
    act(() => setPage(1, { replace: true }));
    expect(screen.getByText('page 1 at /rewards?page=2')).toBeInTheDocument();
    act(() => navigate(-1));
    expect(screen.getByText('page 0 at /rewards')).toBeInTheDocument();
  });
});
