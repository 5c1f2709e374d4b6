import { SUPPORTED_LANGUAGES, type Language } from '../i18n/language';

/** The words a page opens with: its title and the lead paragraph under it (the kit's TitledPage). */
export interface PageHeading {
  title: string;
  lead?: string;
}

/** A page heading in every interface language. */
export type PageHeadings = Readonly<Record<Language, PageHeading>>;

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * A heading the servers may write into the shell's page: a title, and a lead or none, in each interface
 * language. The build checks a remote's declaration with it; it imports only the language list, so the
 * build reads this file on its own.
 */
export function isPageHeadings(value: unknown): value is PageHeadings {
  if (typeof value !== 'object' || value === null) return false;
  const headings = value as Record<string, { title?: unknown; lead?: unknown } | undefined>;
  return SUPPORTED_LANGUAGES.every((language) => {
    const heading = headings[language];
    return isText(heading?.title) && (heading?.lead === undefined || isText(heading.lead));
  });
}
