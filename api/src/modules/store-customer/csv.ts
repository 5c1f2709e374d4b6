import type { StoreCustomer } from './repository';

/** A line of the operator's file that cannot be imported; the import stops before writing anything. */
export class CsvError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TRUE_VALUES = new Set(['true', 'yes', '1', 'y']);
const FALSE_VALUES = new Set(['false', 'no', '0', 'n']);

/** Splits one CSV line, honouring double quotes ("a, b" and "" inside quotes). */
function splitLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

function ageVerified(value: string | undefined, lineNumber: number): boolean {
  if (value === undefined || value === '') return true;
  const normalized = value.toLowerCase();
  if (TRUE_VALUES.has(normalized)) return true;
  if (FALSE_VALUES.has(normalized)) return false;
  throw new CsvError(`Line ${lineNumber}: age_verified must be true or false (or yes/no, y/n, 1/0), got "${value}".`);
}

const COLUMNS = ['email', 'first_name', 'last_name', 'age_verified'];
/** A name as a member's profile keeps it (kit's name rule, 50) with room to spare: a longer cell is a broken export. */
const NAME_MAX = 100;

/**
 * Reads the store's export: a header line naming at least `email`, optionally `first_name`,
 * `last_name` and `age_verified` (true when absent), in any order, and no other column: a misspelt
 * `age_verified` would otherwise be ignored and every customer counted as verified. Blank lines are skipped but
 * counted, so a line number is the one the operator's editor shows. An e-mail on two lines is
 * refused: the store keeps one row per e-mail (without case), so one line would silently win.
 */
export function parseStoreCustomers(text: string): StoreCustomer[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line, index) => ({ line, lineNumber: index + 1 }))
    .filter(({ line }) => line.trim() !== '');
  const header = splitLine(lines[0]?.line ?? '').map((name) => name.toLowerCase());
  const column = (name: string) => header.indexOf(name);
  if (column('email') < 0) throw new CsvError('The first line must name the columns and include "email".');
  const unknown = header.find((name) => !COLUMNS.includes(name));
  if (unknown !== undefined)
    throw new CsvError(`Unknown column "${unknown}" on line 1: the columns are ${COLUMNS.join(', ')}.`);
  const firstLineOf = new Map<string, number>();
  return lines.slice(1).map(({ line, lineNumber }) => {
    const cells = splitLine(line);
    const email = cells[column('email')] ?? '';
    if (!EMAIL.test(email)) throw new CsvError(`Line ${lineNumber}: "${email}" is not an e-mail address.`);
    const first = firstLineOf.get(email.toLowerCase());
    if (first !== undefined)
      throw new CsvError(`Line ${lineNumber}: ${email} is on line ${first} already; keep one line per e-mail.`);
    firstLineOf.set(email.toLowerCase(), lineNumber);
    const cell = (name: string) => (column(name) >= 0 ? cells[column(name)] || undefined : undefined);
    for (const name of ['first_name', 'last_name'])
      if ((cell(name)?.length ?? 0) > NAME_MAX)
        throw new CsvError(`Line ${lineNumber}: ${name} takes at most ${NAME_MAX} characters.`);
    return {
      email,
      ...(cell('first_name') ? { firstName: cell('first_name') } : {}),
      ...(cell('last_name') ? { lastName: cell('last_name') } : {}),
      ageVerified: ageVerified(cell('age_verified'), lineNumber),
    };
  });
}
