import { createElement, useEffect, useState } from 'react';

type Purifier = (html: string) => string;

let purify: Purifier | null = null;
let loading: Promise<Purifier> | null = null;

/** What the kit needs of DOMPurify: its browser instance, or one made over a server's DOM. */
export interface Sanitizer {
  sanitize: (html: string, config: { USE_PROFILES: { html: true } }) => string;
}

const purifierOf =
  (sanitizer: Sanitizer): Purifier =>
  (html) =>
    sanitizer.sanitize(html, { USE_PROFILES: { html: true } });

/**
 * DOMPurify is fetched the first time data-borne HTML is shown, not with the session module: a
 * visitor's first page carries no such HTML, and the 8 KB gz stay off its budget.
 */
export function loadSanitizer(): Promise<Purifier> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    purify = purifierOf(DOMPurify);
    return purify;
  });
  return loading;
}

/**
 * Gives the kit a DOMPurify made over a server's DOM, where no browser is (a first screen's server
 * render, docs/first-screen-plan.md): data-borne HTML is then sanitized there as in the page.
 */
export function provideSanitizer(sanitizer: Sanitizer): void {
  purify = purifierOf(sanitizer);
}

const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * HTML that comes from data (notifications, activity titles, ticket replies) with scripts and
 * handlers removed. Until DOMPurify has loaded it returns the text alone, escaped: never raw HTML.
 */
export function sanitizeHtml(html: string): string {
  if (purify) return purify(html);
  void loadSanitizer();
  return escapeText(new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
}

/** Waits for the sanitizer, so a component re-renders with formatting once it is there. */
export function useSanitizerReady(): boolean {
  const [ready, setReady] = useState(purify !== null);
  useEffect(() => {
    if (!ready) void loadSanitizer().then(() => setReady(true));
  }, [ready]);
  return ready;
}

interface SafeHtmlProps {
  html: string;
  className?: string;
  /** The element to render (div by default), e.g. h3 for an activity title. */
  as?: keyof HTMLElementTagNameMap;
  id?: string;
}

/** Renders data-borne HTML only after sanitizing it; the one place the portal sets inner HTML. */
export function SafeHtml({ html, className, as = 'div', id }: SafeHtmlProps) {
  useSanitizerReady();
  return createElement(as, { className, id, dangerouslySetInnerHTML: { __html: sanitizeHtml(html) } });
}
