import { render, screen } from '@testing-library/react';
import { loadSanitizer, SafeHtml, sanitizeHtml } from './SafeHtml';

const dirty =
  '<p onclick="steal()">Hi <b>there</b><script>steal()</script><a href="javascript:steal()">x</a><img src=x onerror="steal()"></p>';

test('before DOMPurify has loaded, only the escaped text is returned, never markup', () => {
  expect(sanitizeHtml('<b>Bold</b> <img src=x onerror="steal()"> &amp; more')).toBe('Bold  &amp; more');
});

test('keeps formatting and drops scripts, handlers and javascript: links', async () => {
  await loadSanitizer();
  const clean = sanitizeHtml(dirty);
  expect(clean).toContain('<b>there</b>');
  expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
});

test('SafeHtml renders the sanitized markup in the element asked for', async () => {
  const { container } = render(<SafeHtml as="h3" html={dirty} />);
  expect(await screen.findByText('there', { selector: 'b' })).toBeInTheDocument();
  expect(container.querySelector('h3')).not.toBeNull();
  expect(container.querySelector('script')).toBeNull();
  expect(container.textContent).toBe('Hi therex');
});
