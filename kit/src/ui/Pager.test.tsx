import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { Pager, pageOf, pageRange } from './Pager';
import { theme } from './theme';

/** The pager as a list uses it, after the list: the page it asks for is the page shown. */
function PagedList({ total, first }: { total: number; first: number }) {
  const [page, setPage] = useState(first);
  return (
    <>
      <ol data-testid="list" />
      <Pager label="Ticket pages" page={page} size={10} total={total} onPage={setPage} />
    </>
  );
}

function renderPager(lng: string, total: number, first = 0) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng, fallbackLng: 'en', initAsync: false, resources: {} });
  return render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <PagedList total={total} first={first} />
      </I18nextProvider>
    </ThemeProvider>,
  );
}

test('counts the items a page shows, the last page short', () => {
  expect(pageRange(0, 10, 43)).toEqual({ from: 1, to: 10 });
  expect(pageRange(4, 10, 43)).toEqual({ from: 41, to: 43 });
  expect(pageRange(0, 10, 0)).toEqual({ from: 0, to: 0 });
});

test('slices the page a list held whole shows, the last page when asked past it', () => {
  const items = Array.from({ length: 23 }, (_, n) => n + 1);
  expect(pageOf(items, 2, 10)).toEqual({ items: [21, 22, 23], page: 2 });
  expect(pageOf(items, 7, 10)).toEqual({ items: [21, 22, 23], page: 2 });
  expect(pageOf([], 3, 10)).toEqual({ items: [], page: 0 });
});

test('moves a page at a time, with no Previous on the first page and no Next on the last', async () => {
  renderPager('en', 23);
  const [previous, next] = [
    screen.getByRole('button', { name: 'Previous' }),
    screen.getByRole('button', { name: 'Next' }),
  ];
  expect(screen.getByRole('navigation', { name: 'Ticket pages' })).toContainElement(screen.getByRole('status'));
  expect(screen.getByRole('status')).toHaveTextContent('1 - 10 of 23');
  expect(previous).toBeDisabled();
  await userEvent.click(next);
  await userEvent.click(next);
  expect(screen.getByRole('status')).toHaveTextContent('21 - 23 of 23');
  expect(next).toBeDisabled();
  await userEvent.click(previous);
  expect(screen.getByRole('status')).toHaveTextContent('11 - 20 of 23');
});

test('shows nothing when everything fits on one page', () => {
  renderPager('en', 10);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test("speaks the page's language", () => {
  renderPager('fr', 23, 1);
  expect(screen.getByRole('status')).toHaveTextContent('11 - 20 sur 23');
  expect(screen.getByRole('button', { name: 'Suivant' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Précédent' })).toBeEnabled();
});

test('keeps focus in the pager when the button pressed turns disabled on the last or first page', async () => {
  renderPager('en', 15);
  const [previous, next] = [
    screen.getByRole('button', { name: 'Previous' }),
    screen.getByRole('button', { name: 'Next' }),
  ];
  await userEvent.click(next);
  expect(next).toBeDisabled();
  expect(previous).toHaveFocus();
  await userEvent.click(previous);
  expect(previous).toBeDisabled();
  expect(next).toHaveFocus();
});

test("brings the list's top into view after a page turned from the pager, when it is out of sight", async () => {
  renderPager('en', 25);
  const list = screen.getByTestId('list');
  const shown: Element[] = [];
  // jsdom lays nothing out: the list's top is above the screen, as under a long page.
  list.getBoundingClientRect = () => ({ top: -900 }) as DOMRect;
  Element.prototype.scrollIntoView = function (this: Element) {
    shown.push(this);
  };
  const next = screen.getByRole('button', { name: 'Next' });
  await userEvent.click(next);
  expect(shown).toEqual([list]);
  expect(next).toHaveFocus();
  // In sight already: nothing moves.
  list.getBoundingClientRect = () => ({ top: 120 }) as DOMRect;
  await userEvent.click(next);
  expect(shown).toEqual([list]);
});
