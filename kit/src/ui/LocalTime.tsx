import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on a server and while the browser takes over a server's markup (hydration), true in every other
 * render in the browser: React renders once more, with true, as soon as the takeover is done.
 */
const useInBrowser = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

export interface LocalTimeProps {
  /** The moment, as the API writes it (ISO 8601). */
  iso: string;
  /** The page's language. */
  language: string;
  options: Intl.DateTimeFormatOptions;
}

/**
 * A moment as the member's browser writes it, in their language and time zone. A server cannot know the
 * zone, so a first screen's server render writes it in UTC, and the browser's takeover writes the same,
 * then its own (docs/first-screen-plan.md). The text may differ between the two (the zone, their copies
 * of the locale data): that is expected here, so React is told not to treat it as a mismatch.
 */
export function LocalTime({ iso, language, options }: LocalTimeProps) {
  const inBrowser = useInBrowser();
  const text = new Intl.DateTimeFormat(language, inBrowser ? options : { ...options, timeZone: 'UTC' }).format(
    new Date(iso),
  );
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
