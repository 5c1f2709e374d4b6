/**
 * Value parsers shared by both adapters. Left alone, pg returns int8 as a string and a date as a
 * local-midnight Date, while PGlite returns int8 as a number or bigint and a date as a UTC Date.
 * A query must give the same JavaScript values on both, so both adapters use these.
 */
const INT8_OID = 20;
const DATE_OID = 1082;

/** count(*) and bigint columns: a plain number, refusing values that would silently lose precision. */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} is beyond Number.MAX_SAFE_INTEGER.`);
  return value;
}

/** A calendar date stays the 'YYYY-MM-DD' text it is, free of any time zone. */
function parseDate(text: string): string {
  return text;
}

export const typeParsers: Record<number, (text: string) => unknown> = {
  [INT8_OID]: parseInt8,
  [DATE_OID]: parseDate,
};
