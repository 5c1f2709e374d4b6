import { registerTranslations } from '@portal/shared';
import { renderPage } from '@portal/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { layoutTranslations } from '../layout/translations';
import { AgeGate, AGE_GATE_KEY, UNDERAGE_URL } from './AgeGate';
import { useAgeGate } from './ageGateStore';

registerTranslations('layout', layoutTranslations);

const renderGate = (leave = jest.fn()) => {
  const root = document.createElement('div');
  root.id = 'portal-root';
  root.innerHTML = '<a href="/behind">Behind the gate</a>';
  document.body.appendChild(root);
  renderPage(<AgeGate leave={leave} />, { namespace: 'layout' });
  return { leave, root };
};

beforeEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  useAgeGate.setState({ allowed: false });
});

test('asks AGE VERIFICATION / Are you 21+? with the page behind made inert', () => {
  const { root } = renderGate();
  const dialog = screen.getByRole('dialog', { name: 'AGE VERIFICATION' });
  expect(dialog).toHaveTextContent('Are you 21+?');
  expect(root).toHaveAttribute('inert');
});

test('keeps keyboard focus inside while open', () => {
  renderGate();
  const yes = screen.getByRole('button', { name: 'Yes' });
  const no = screen.getByRole('button', { name: 'No' });
  expect(yes).toHaveFocus();
  no.focus();
  fireEvent.keyDown(document, { key: 'Tab' });
  expect(yes).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
  expect(no).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('Yes stores the flag for this browser session and closes', () => {
  const { root } = renderGate();
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  expect(sessionStorage.getItem(AGE_GATE_KEY)).toBe('true');
  expect(localStorage.getItem(AGE_GATE_KEY)).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(root).not.toHaveAttribute('inert');
});

test('No sends the visitor to the search engine and stores nothing', () => {
  const { leave } = renderGate();
  fireEvent.click(screen.getByRole('button', { name: 'No' }));
  expect(leave).toHaveBeenCalledWith(UNDERAGE_URL);
  expect(sessionStorage.getItem(AGE_GATE_KEY)).toBeNull();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('stays closed once answered, in this session', () => {
  act(() => useAgeGate.getState().allow());
  renderGate();
  expect(screen.queryByRole('dialog')).toBeNull();
});
