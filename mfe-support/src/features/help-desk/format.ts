/** A date and time in the interface language, e.g. "Nov 23, 2026, 9:05 AM". */
export const formatWhen = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
