import { Type } from '@sinclair/typebox';

/**
 * The highest page number a list accepts. Without a bound a number such as 1e300 passes as an
 * integer and reaches the database as an offset it cannot hold (500 instead of 400).
 */
export const MAX_PAGE = 1_000_000;

/** A page number query parameter, 0- or 1-based, defaulting to the first page. */
export const PageNumber = (first: 0 | 1) => Type.Integer({ minimum: first, maximum: MAX_PAGE, default: first });
