import { compile } from 'html-to-text';

/**
 * What a reader sees of operator HTML, on one line: tags dropped where they sit (no space before a
 * full stop after `</b>`), blocks and list items apart, entities decoded, script and style content,
 * pictures and link addresses left out. For places that show the text alone: a ticket's preview, the
 * points history's name of an activity. React escapes it there, so nothing in it is markup. The options
 * are compiled once, not on every call (the history names each activity on its page).
 */
const toText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'ul', options: { itemPrefix: ' ' } },
    { selector: 'table', format: 'dataTable' },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
});

export const plainText = (html: string): string => toText(html).replace(/\s+/g, ' ').trim();
