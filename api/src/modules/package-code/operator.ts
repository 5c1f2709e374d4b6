import { randomInt } from 'node:crypto';
import { PRODUCT_CODE_LENGTHS, checkProductCode } from '@portal/kit/validation/rules';
import type { Db } from '../../db/db';
import { recordOperatorAction } from '../operator-log';
import { POINTS_MAX } from '../points';
import { YELLOW_POOLS, type YellowPool } from './demo-products';
import {
  type CodePool,
  type NewCode,
  type ProductRow,
  findCodes,
  findProductBySku,
  insertCodes,
  lockYellowCodes,
} from './repository';
import { counted } from '../../platform/counted';

/** A line of the operator's file, or an option, that cannot be used; nothing is written. */
export class CodeImportError extends Error {}

const POOLS: CodePool[] = ['package', 'yellow-sticker', 'pod-pack', 'leap-device'];
const isYellow = (pool: CodePool): pool is YellowPool => pool !== 'package';
const YELLOW_POOL_NAMES = POOLS.filter(isYellow);
const YELLOW_CODE = /^[A-Za-z0-9-]{4,100}$/;

function parsePool(value: string | undefined, where: string): CodePool {
  const pool = POOLS.find((candidate) => candidate === (value || 'package'));
  if (!pool) throw new CodeImportError(`${where}: pool must be one of ${POOLS.join(', ')}.`);
  return pool;
}

function parsePoints(value: string | undefined, fallback: number, where: string): number {
  if (!value) return fallback;
  // Digits only: Number() alone takes "1e3" and "0x10".
  const points = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  if (!(points >= 1 && points <= POINTS_MAX))
    throw new CodeImportError(`${where}: points must be a whole number from 1 to ${POINTS_MAX}, got "${value}".`);
  return points;
}

/**
 * The length of a product's package codes (migration 0470). The member's page accepts any length of
 * PRODUCT_CODE_LENGTHS and credits the code's own points, so a code of another length than its
 * product's would be credited as that product though no such package exists.
 */
function productCodeLength(product: ProductRow, where: string): number {
  if (!product.code_length) throw new CodeImportError(`${where}: the product "${product.sku}" takes no package codes.`);
  return product.code_length;
}

/** One code of the file: package codes name an existing product (whose points they carry unless given). */
async function toCode(db: Db, campaignId: string, cells: string[], where: string): Promise<NewCode> {
  const [code = '', poolCell, sku, pointsCell] = cells;
  const pool = parsePool(poolCell, where);
  if (isYellow(pool)) {
    if (!YELLOW_CODE.test(code)) throw new CodeImportError(`${where}: a ${pool} code is 4-100 letters, digits or -.`);
    return { code, pool, points: parsePoints(pointsCell, YELLOW_POOLS[pool], where), productId: null };
  }
  if (checkProductCode(code)) throw new CodeImportError(`${where}: a package code is 8, 9, 10, 12 or 14 digits.`);
  const product = sku ? await findProductBySku(db, campaignId, sku) : undefined;
  if (!product) throw new CodeImportError(`${where}: no product with the sku "${sku ?? ''}".`);
  const length = productCodeLength(product, where);
  if (code.length !== length)
    throw new CodeImportError(`${where}: a code of "${product.sku}" has ${length} digits; ${code} has ${code.length}.`);
  return { code, pool, points: parsePoints(pointsCell, product.points, where), productId: product.id };
}

interface ParsedCode {
  code: NewCode;
  where: string;
}

/**
 * Refuses a yellow code that the file or the campaign already has in another yellow pool. The
 * yellow-sticker page looks each code up in all three pools and refuses one found twice (service.ts,
 * `rowPerCode`), so such a code could never be redeemed.
 */
async function refuseCodesInTwoYellowPools(tx: Db, campaignId: string, parsed: ParsedCode[]): Promise<void> {
  const firstSeen = new Map<string, ParsedCode>();
  for (const line of parsed.filter(({ code }) => isYellow(code.pool))) {
    const first = firstSeen.get(line.code.code);
    if (first && first.code.pool !== line.code.pool) {
      throw new CodeImportError(
        `${line.where}: ${line.code.code} is also in the ${first.code.pool} pool (${first.where.toLowerCase()}); a code may be in one yellow pool only.`,
      );
    }
    if (!first) firstSeen.set(line.code.code, line);
  }
  if (firstSeen.size === 0) return;
  await lockYellowCodes(tx, campaignId);
  for (const stored of await findCodes(tx, campaignId, YELLOW_POOL_NAMES, [...firstSeen.keys()])) {
    const line = firstSeen.get(stored.code);
    if (line && line.code.pool !== stored.pool) {
      throw new CodeImportError(
        `${line.where}: ${stored.code} is already in the ${stored.pool} pool; a code may be in one yellow pool only.`,
      );
    }
  }
}

/**
 * Imports codes from CSV text with the header `code,pool,product,points` (plain comma-separated
 * values; pool defaults to package, product is a sku, points default to the product's or the pool's).
 * All or nothing; codes already in their pool are kept as they are, and a yellow code in two yellow pools
 * is refused.
 */
export async function importCodes(
  db: Db,
  campaignId: string,
  text: string,
  source: { file: string; operator: string },
): Promise<string> {
  const [header, ...lines] = text.split(/\r?\n/).map((line) => line.trim());
  if (header?.toLowerCase().replace(/\s/g, '') !== 'code,pool,product,points') {
    throw new CodeImportError('The first line must be the header code,pool,product,points.');
  }
  return db.transaction(async (tx) => {
    const parsed: ParsedCode[] = [];
    const lineOf = new Map<string, number>();
    for (const [index, line] of lines.entries()) {
      if (line === '') continue;
      const lineNumber = index + 2;
      const where = `Line ${lineNumber}`;
      const cells = line.split(',').map((cell) => cell.trim());
      // A fifth value means a column has shifted: the code would go in with another's pool or points.
      if (cells.length > 4)
        throw new CodeImportError(`${where}: at most 4 values (code,pool,product,points), not ${cells.length}.`);
      const code = await toCode(tx, campaignId, cells, where);
      const first = lineOf.get(`${code.pool} ${code.code}`);
      if (first !== undefined)
        throw new CodeImportError(`${where}: the code ${code.code} is on line ${first} already.`);
      lineOf.set(`${code.pool} ${code.code}`, lineNumber);
      parsed.push({ code, where });
    }
    await refuseCodesInTwoYellowPools(tx, campaignId, parsed);
    const codes = parsed.map(({ code }) => code);
    const added = (await insertCodes(tx, campaignId, codes)).length;
    const outcome = `Imported ${counted(added, 'code')} (${codes.length - added} already present).`;
    await recordOperatorAction(tx, {
      operator: source.operator,
      action: 'codes:import',
      subject: source.file,
      detail: outcome,
    });
    return outcome;
  });
}

export interface CodeGeneration {
  pool: CodePool;
  /** The product's sku, for package codes. */
  product?: string;
  count: number;
  /** Package code length: the product's (given, it must be the product's). */
  length?: number;
  operator: string;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomFrom = (alphabet: string, size: number) =>
  Array.from({ length: size }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * Rounds of fresh codes before giving up: a drawn code already in the pool is rare, so codes still
 * missing after this many rounds mean the pool has few free codes left.
 */
const GENERATION_ROUNDS = 5;

/** Makes one random code of the request's pool (package codes: of its product and length). */
async function codeMaker(db: Db, campaignId: string, request: CodeGeneration): Promise<() => NewCode> {
  const { pool } = request;
  if (isYellow(pool)) {
    // A yellow code has no product and a fixed form: a flag for one would be ignored while the log said otherwise.
    const given = [request.product !== undefined && '--product', request.length !== undefined && '--length'];
    const flags = given.filter((flag) => flag !== false);
    if (flags.length > 0) throw new CodeImportError(`${flags.join(' and ')}: only for the package pool, not ${pool}.`);
    return () => ({ code: randomFrom(ALPHABET, 10), pool, points: YELLOW_POOLS[pool], productId: null });
  }
  if (request.length !== undefined && !(PRODUCT_CODE_LENGTHS as readonly number[]).includes(request.length)) {
    throw new CodeImportError(`--length must be one of ${PRODUCT_CODE_LENGTHS.join(', ')}.`);
  }
  if (!request.product) throw new CodeImportError('A package code names its product: give --product <sku>.');
  const product = await findProductBySku(db, campaignId, request.product);
  if (!product) throw new CodeImportError(`No product with the sku "${request.product}".`);
  const length = productCodeLength(product, `--product ${product.sku}`);
  if (request.length !== undefined && request.length !== length) {
    throw new CodeImportError(`--length ${request.length}: the codes of "${product.sku}" have ${length} digits.`);
  }
  return () => ({
    code: randomFrom('123456789', 1) + randomFrom('0123456789', length - 1),
    pool,
    points: product.points,
    productId: product.id,
  });
}

/**
 * Stores `count` new codes and returns them. The insert skips a code already in the pool (or, for a
 * yellow code, in another yellow pool) or drawn twice, so only the codes it returns are printed, and fresh
 * ones are drawn for those it skipped.
 */
async function storeNewCodes(tx: Db, campaignId: string, make: () => NewCode, count: number): Promise<string[]> {
  let stored: string[] = [];
  for (let round = 0; round < GENERATION_ROUNDS && stored.length < count; round++) {
    const drawn = Array.from({ length: count - stored.length }, make);
    stored = stored.concat(await insertCodes(tx, campaignId, drawn));
  }
  if (stored.length < count) {
    throw new CodeImportError(
      `Only ${stored.length} of ${count} random codes were new to the pool after ${GENERATION_ROUNDS} rounds: ` +
        'it has few free codes left. Nothing was stored.',
    );
  }
  return stored;
}

/** Generates `count` new random codes into a pool and returns them (to print on packages); all or nothing. */
export async function generateCodes(db: Db, campaignId: string, request: CodeGeneration): Promise<string[]> {
  const { pool, count } = request;
  if (!Number.isInteger(count) || count < 1 || count > 100_000) throw new CodeImportError('--count must be 1-100000.');
  const make = await codeMaker(db, campaignId, request);
  return db.transaction(async (tx) => {
    if (isYellow(pool)) await lockYellowCodes(tx, campaignId);
    const codes = await storeNewCodes(tx, campaignId, make, count);
    const detail = `${count} codes${request.product ? ` of ${request.product}` : ''}`;
    await recordOperatorAction(tx, { operator: request.operator, action: 'codes:generate', subject: pool, detail });
    return codes;
  });
}
