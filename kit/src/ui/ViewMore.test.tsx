import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { type ReactNode, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { ViewMore } from './ViewMore';

/** A list of `total` items, two a page; each View More waits for the test to answer it, or to fail it. */
function TwoAPage({ total, answers }: { total: number; answers: Array<(ok: boolean) => void> }) {
  const [count, setCount] = useState(2);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const more = () => {
    setBusy(true);
    answers.push((ok) => {
      setBusy(false);
      setFailed(!ok);
      if (ok) setCount((shown) => Math.min(shown + 2, total));
    });
  };
  return (
    <>
      <ul ref={list}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <a href={`/item/${i + 1}`}>Item {i + 1}</a>
          </li>
        ))}
      </ul>
      <ViewMore
        list={list}
        count={count}
        more={count < total}
        busy={busy}
        failed={failed ? 'Could not load more.' : null}
        onMore={more}
        status={`${count} of ${total} shown`}
      />
    </>
  );
}

/** The kit's theme and an i18n instance in `lng`, as the page gives them. */
function Page({ lng = 'en', children }: { lng?: string; children: ReactNode }) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng, fallbackLng: 'en', initAsync: false, resources: {} });
  return (
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ThemeProvider>
  );
}

const answer = (answers: Array<(ok: boolean) => void>, ok: boolean) => act(() => answers.shift()!(ok));

test('View More stays focused while busy, then focus goes to the first new item, and to it again at the end', async () => {
  const answers: Array<(ok: boolean) => void> = [];
  render(
    <Page>
      <TwoAPage total={5} answers={answers} />
    </Page>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('2 of 5 shown');

  await userEvent.click(screen.getByRole('button', { name: 'View More' }));
  const busy = screen.getByRole('button', { name: 'Loading…' });
  expect(busy).toHaveAttribute('aria-busy', 'true');
  expect(busy).toHaveFocus();
  await userEvent.click(busy);
  expect(answers).toHaveLength(1);
  await answer(answers, true);
  expect(screen.getByRole('link', { name: 'Item 3' })).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('4 of 5 shown');

  await userEvent.click(screen.getByRole('button', { name: 'View More' }));
  await answer(answers, true);
  expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Item 5' })).toHaveFocus();
});

test('a failed View More is an alert, keeps the button focused, and the next press asks again', async () => {
  const answers: Array<(ok: boolean) => void> = [];
  render(
    <Page>
      <TwoAPage total={4} answers={answers} />
    </Page>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'View More' }));
  await answer(answers, false);
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load more.');
  expect(screen.getByRole('button', { name: 'View More' })).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'View More' }));
  await answer(answers, true);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Item 3' })).toHaveFocus();
});

test('a list with nothing more, no status and no failure has no foot', () => {
  const list = { current: null };
  const { container } = render(
    <Page>
      <ViewMore list={list} count={3} more={false} busy={false} failed={null} onMore={jest.fn()} />
    </Page>,
  );
  expect(container).toBeEmptyDOMElement();
});

test('the button speaks the page language', async () => {
  const answers: Array<(ok: boolean) => void> = [];
  render(
    <Page lng="es">
      <TwoAPage total={4} answers={answers} />
    </Page>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
  expect(screen.getByRole('button', { name: 'Cargando…' })).toHaveFocus();
});
