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

/** Operator HTML as lines of text, for a terminal: each block, list item and break on a line of its own. */
export const textLines = (html: string): string[] =>
  toText(html)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/**
 * Control characters but the line break and the tab (C0, DEL, C1), and the bidirectional embeddings,
 * overrides and isolates: none is text a member means to write, and the last reverse how a reader, an
 * agent among them, sees what follows ("txt.exe" shown as "exe.txt").
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** A member's text without the characters above; what is left is stored as typed. */
export const withoutControls = (text: string): string => text.replace(INVISIBLE_CONTROLS, '');

/**
 * A schema pattern for "not blank": one character that is neither white space, nor a control, nor an
 * invisible format character (a zero-width space alone is blank to a reader). Ajv compiles patterns
 * with the u flag.
 */
export const VISIBLE_TEXT_PATTERN = '[^\\s\\p{Cc}\\p{Cf}]';
