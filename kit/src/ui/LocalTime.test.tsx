import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LocalTime } from './LocalTime';

const MOMENT = '2026-11-21T03:30:00.000Z';
const OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const RuntimeFormat = Intl.DateTimeFormat;

beforeEach(() => {
  // A browser in New York, where the date itself differs: Nov 20 at 10:30 PM. The test runner's own zone
  // cannot be changed from a test, so the runtime's default zone is.
  jest
    .spyOn(Intl, 'DateTimeFormat')
    .mockImplementation((locale, options) => new RuntimeFormat(locale, { timeZone: 'America/New_York', ...options }));
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.replaceChildren();
});

test('writes the moment in the browser’s language and time zone, and names it for machines', () => {
  render(<LocalTime iso={MOMENT} language="en" options={OPTIONS} />);
  expect(screen.getByText('Nov 20, 2026, 10:30 PM')).toHaveAttribute('datetime', MOMENT);
});

test('writes it in UTC on a server, which cannot know the member’s zone', () => {
  expect(renderToString(<LocalTime iso={MOMENT} language="fr" options={OPTIONS} />)).toBe(
    '<time dateTime="2026-11-21T03:30:00.000Z">21 nov. 2026, 03:30</time>',
  );
});

test('takes over the server’s text without a mismatch, then writes the member’s own', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LocalTime iso={MOMENT} language="en" options={OPTIONS} />);
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <LocalTime iso={MOMENT} language="en" options={OPTIONS} />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  expect(mismatches).toEqual([]);
  expect(container.textContent).toBe('Nov 20, 2026, 10:30 PM');
});
