import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { REFRESH_PATH } from '../api/refresh';
import { apiCall } from '../api/client';
import { fakeApi } from '../testing';
import { LOGOUT_PATH, endSession } from './endSession';
import { useDraftOnSessionEnd, useKeptDraft } from './drafts';
import { useSession } from './store';

const SAVED = { note: 'as saved', pinned: false };

/** A small form as the profile page holds one: what the member typed is unsaved until sent. */
function NoteForm() {
  const { start, restored } = useKeptDraft('note', SAVED);
  const [values, setValues] = useState(start);
  useDraftOnSessionEnd('note', values, SAVED);
  return (
    <>
      {restored && <p>kept for you</p>}
      {values.pinned && <p>pinned</p>}
      <input
        aria-label="note"
        value={values.note}
        onChange={(event) => setValues({ ...values, note: event.target.value })}
      />
    </>
  );
}

const signIn = (id: string) =>
  useSession.getState().login({ id, email: `${id}@example.com` }, { accessToken: `a-${id}`, refreshToken: 'r' });

/** The session ends on the server: the next call's refresh is refused, as after a revocation. */
async function sessionEndsOnTheServer(): Promise<void> {
  fakeApi({ [`POST ${REFRESH_PATH}`]: { httpCode: 401 }, 'GET /s1/profile': { httpCode: 401 } });
  await act(() => apiCall({ method: 'GET', url: '/s1/profile' }));
}

function typeNote(text: string) {
  fireEvent.change(screen.getByLabelText('note'), { target: { value: text } });
}

beforeEach(() => {
  sessionStorage.clear();
  signIn('m1');
});

test('what a member typed comes back once when they sign in again after their session ended', async () => {
  const page = render(<NoteForm />);
  typeNote('new street 5');
  await sessionEndsOnTheServer();
  expect(useSession.getState().user).toBeNull();
  page.unmount();

  signIn('m1');
  const again = render(<NoteForm />);
  expect(screen.getByLabelText<HTMLInputElement>('note').value).toBe('new street 5');
  screen.getByText('kept for you');
  again.unmount();

  render(<NoteForm />);
  expect(screen.getByLabelText<HTMLInputElement>('note').value).toBe('as saved');
  expect(screen.queryByText('kept for you')).toBeNull();
});

test('a form with nothing unsaved keeps nothing', async () => {
  const page = render(<NoteForm />);
  await sessionEndsOnTheServer();
  page.unmount();
  signIn('m1');
  render(<NoteForm />);
  expect(screen.queryByText('kept for you')).toBeNull();
  expect(sessionStorage.length).toBe(0);
});

test('another member signing in on the tab never sees the draft, and it is gone', async () => {
  const page = render(<NoteForm />);
  typeNote('private address');
  await sessionEndsOnTheServer();
  page.unmount();
  expect(sessionStorage.length).toBe(1);

  signIn('m2');
  expect(sessionStorage.length).toBe(0);
  render(<NoteForm />);
  expect(screen.getByLabelText<HTMLInputElement>('note').value).toBe('as saved');
});

test('a member who chose to log out leaves no draft in the tab', async () => {
  const page = render(<NoteForm />);
  typeNote('half written');
  await sessionEndsOnTheServer();
  page.unmount();
  expect(sessionStorage.length).toBe(1);

  signIn('m1');
  fakeApi({ [`POST ${LOGOUT_PATH}`]: { httpCode: 200 } });
  await endSession();
  expect(sessionStorage.length).toBe(0);
});

test('a form that left the screen before the session ended keeps nothing', async () => {
  const page = render(<NoteForm />);
  typeNote('abandoned');
  page.unmount();
  await sessionEndsOnTheServer();
  expect(sessionStorage.length).toBe(0);
});

test('a draft gives back only the fields the form has, each of its type', async () => {
  sessionStorage.setItem(
    'portal-draft:note',
    JSON.stringify({ memberId: 'm1', values: { note: 42, pinned: true, admin: true } }),
  );
  render(<NoteForm />);
  // The number where the form holds text is dropped; the unknown field never reaches the form.
  expect(screen.getByLabelText<HTMLInputElement>('note').value).toBe('as saved');
  screen.getByText('pinned');
  screen.getByText('kept for you');
});

test('a storage that refuses the draft loses the draft, never the logout', async () => {
  const page = render(<NoteForm />);
  typeNote('too much');
  const write = Storage.prototype.setItem;
  // The tab's storage is full; the session's own storage (localStorage) still writes.
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
    if (this === window.sessionStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    write.call(this, key, value);
  });
  try {
    await sessionEndsOnTheServer();
  } finally {
    setItem.mockRestore();
  }
  expect(useSession.getState().user).toBeNull();
  page.unmount();
  expect(sessionStorage.length).toBe(0);
});
