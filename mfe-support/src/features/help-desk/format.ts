/** How the help desk writes a moment: date and time in the interface language, e.g. "Nov 23, 2026, 9:05 AM". */
export const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A moment as text, for a sentence that names it. */
export const formatWhen = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, WHEN).format(new Date(iso));
