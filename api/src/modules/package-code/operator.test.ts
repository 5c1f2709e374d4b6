import type * as NodeCrypto from 'node:crypto';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { seedDemo } from '../../seed';
import { createTestDb } from '../../test/test-db';
import { DEMO_CAMPAIGN, findCampaign } from '../campaign';
import { recentOperatorActions } from '../operator-log';
import { CodeImportError, generateCodes, importCodes } from '.';
import type { CodeGeneration } from './operator';

// Random draws are scripted where a test needs a collision: real ones practically never collide.
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof NodeCrypto>('node:crypto');
  return { ...actual, randomInt: jest.fn(actual.randomInt) };
});
const { randomInt: realRandomInt } = jest.requireActual<typeof NodeCrypto>('node:crypto');

let db: Db;
let campaignId: string;

beforeAll(async () => {
  db = await createTestDb();
  await migrate(db);
  await seedDemo(db);
  campaignId = (await findCampaign(db, DEMO_CAMPAIGN.slug))!.id;
});
afterEach(() => jest.mocked(randomInt).mockReset().mockImplementation(realRandomInt));
afterAll(() => db.close());

/** The next `draws` random draws pick the alphabet's first letter: ten of them make the code AAAAAAAAAA. */
const drawFirstLetters = (draws: number) => {
  for (let n = 0; n < draws; n++) jest.mocked(randomInt).mockReturnValueOnce(0 as never);
};

const storedCodes = async (pool: string, codes: string[]) => {
  const rows = await db.query<{ code: string }>(
    'select code from proof_code where campaign_id = $1 and pool = $2 and code = any($3::text[]) order by code',
    [campaignId, pool, codes],
  );
  return rows.map((row) => row.code);
};

describe('codes:generate', () => {
  it('prints only codes it stored, drawing new ones for those already in the pool', async () => {
    await importCodes(db, campaignId, 'code,pool,product,points\nAAAAAAAAAA,pod-pack,,\n', {
      file: 'taken.csv',
      operator: 'test',
    });
    drawFirstLetters(10);
    const codes = await generateCodes(db, campaignId, { pool: 'pod-pack', count: 3, operator: 'test' });
    expect(codes).toHaveLength(3);
    expect(codes).not.toContain('AAAAAAAAAA');
    expect(await storedCodes('pod-pack', codes)).toEqual([...codes].sort());
  });

  it('stores nothing and says so when the pool keeps giving codes it has', async () => {
    // Every draw is AAAAAAAAAA, which pod-pack holds: a code is in one yellow pool only.
    await importCodes(db, campaignId, 'code,pool,product,points\nAAAAAAAAAA,pod-pack,,\n', {
      file: 'taken.csv',
      operator: 'test',
    });
    jest.mocked(randomInt).mockReturnValue(0 as never);
    const refusal = await generateCodes(db, campaignId, { pool: 'leap-device', count: 2, operator: 'test' }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(CodeImportError);
    expect((refusal as Error).message).toBe(
      'Only 0 of 2 random codes were new to the pool after 5 rounds: it has few free codes left. Nothing was stored.',
    );
    expect(await storedCodes('leap-device', ['AAAAAAAAAA'])).toEqual([]);
    const log = await recentOperatorActions(db, 10);
    expect(log.filter((action) => action.subject === 'leap-device')).toEqual([]);
  });
});

describe('codes:import, yellow pools', () => {
  const importing = (file: string, rows: string) =>
    importCodes(db, campaignId, `code,pool,product,points\n${rows}`, { file, operator: 'test' }).catch(
      (error: unknown) => error,
    );

  it('refuses a code the campaign already has in another yellow pool, and stores nothing of the file', async () => {
    await importing('first.csv', 'YS-TWIN-0001,yellow-sticker,,\n');
    const refusal = await importing('second.csv', 'PP-FRESH-0001,pod-pack,,\nYS-TWIN-0001,pod-pack,,\n');
    expect(refusal).toBeInstanceOf(CodeImportError);
    expect((refusal as Error).message).toBe(
      'Line 3: YS-TWIN-0001 is already in the yellow-sticker pool; a code may be in one yellow pool only.',
    );
    expect(await storedCodes('pod-pack', ['PP-FRESH-0001', 'YS-TWIN-0001'])).toEqual([]);
    expect(await storedCodes('yellow-sticker', ['YS-TWIN-0001'])).toEqual(['YS-TWIN-0001']);
  });

  it('refuses a file that puts one code in two yellow pools', async () => {
    const refusal = await importing('twice.csv', 'LD-TWIN-0002,leap-device,,\nLD-TWIN-0002,pod-pack,,\n');
    expect((refusal as Error).message).toBe(
      'Line 3: LD-TWIN-0002 is also in the leap-device pool (line 2); a code may be in one yellow pool only.',
    );
    expect(await storedCodes('leap-device', ['LD-TWIN-0002'])).toEqual([]);
  });

  it('still counts a code already in its own pool as present', async () => {
    await importing('again.csv', 'YS-TWIN-0001,yellow-sticker,,\n');
    expect(await importing('again.csv', 'YS-TWIN-0001,yellow-sticker,,\n')).toBe(
      'Imported 0 codes (1 already present).',
    );
  });
});

describe('codes:import, package codes and points', () => {
  const importing = (rows: string) =>
    importCodes(db, campaignId, `code,pool,product,points\n${rows}`, { file: 'codes.csv', operator: 'test' }).catch(
      (error: unknown) => error,
    );

  it('refuses a code of another length than its product’s, with its line, storing nothing', async () => {
    // go codes have 12 digits: a 10-digit one would be credited as go though no such package exists.
    const refusal = await importing('512345678901,package,go,\n\n1234567890,package,go,\n');
    expect(refusal).toBeInstanceOf(CodeImportError);
    expect((refusal as Error).message).toBe('Line 4: a code of "go" has 12 digits; 1234567890 has 10.');
    expect(await storedCodes('package', ['512345678901'])).toEqual([]);
  });

  it('refuses a line with a shifted column, and a code twice in the file, naming both lines and storing nothing', async () => {
    expect(((await importing('111122228888,package,go,5,extra\n')) as Error).message).toBe(
      'Line 2: at most 4 values (code,pool,product,points), not 5.',
    );
    expect(((await importing('111122229999,package,go,\n\n111122229999,package,go,\n')) as Error).message).toBe(
      'Line 4: the code 111122229999 is on line 2 already.',
    );
    expect(await storedCodes('package', ['111122228888', '111122229999'])).toEqual([]);
  });

  it('refuses codes for a product that takes none', async () => {
    expect(((await importing('12345678,package,usb-charger,\n')) as Error).message).toBe(
      'Line 2: the product "usb-charger" takes no package codes.',
    );
  });

  it.each([
    ['1e3', 'Line 2: points must be a whole number from 1 to 100000, got "1e3".'],
    ['3000000000', 'Line 2: points must be a whole number from 1 to 100000, got "3000000000".'],
    ['100001', 'Line 2: points must be a whole number from 1 to 100000, got "100001".'],
    ['0', 'Line 2: points must be a whole number from 1 to 100000, got "0".'],
  ])('refuses points %s with the line number', async (points, message) => {
    const refusal = await importing(`YS-POINTS-0001,yellow-sticker,,${points}\n`);
    expect(refusal).toBeInstanceOf(CodeImportError);
    expect((refusal as Error).message).toBe(message);
  });

  it('takes the cap itself', async () => {
    expect(await importing('YS-POINTS-0002,yellow-sticker,,100000\n')).toBe('Imported 1 code (0 already present).');
  });
});

describe('codes:generate, flags', () => {
  const generating = (request: Partial<CodeGeneration>) =>
    generateCodes(db, campaignId, { pool: 'package', count: 1, operator: 'test', ...request }).catch(
      (error: unknown) => error as Error,
    );

  it('makes package codes of the product’s length, and refuses another length', async () => {
    const [code] = (await generating({ product: 'pods' })) as string[];
    expect(code).toMatch(/^[1-9]\d{9}$/);
    expect(((await generating({ product: 'go', length: 10 })) as Error).message).toBe(
      '--length 10: the codes of "go" have 12 digits.',
    );
    expect(await generating({ product: 'go', length: 12 })).toHaveLength(1);
  });

  it('refuses --product and --length for a yellow pool instead of ignoring them', async () => {
    expect(((await generating({ pool: 'yellow-sticker', product: 'x', length: 7 })) as Error).message).toBe(
      '--product and --length: only for the package pool, not yellow-sticker.',
    );
    expect(((await generating({ pool: 'pod-pack', length: 12 })) as Error).message).toBe(
      '--length: only for the package pool, not pod-pack.',
    );
    const log = await recentOperatorActions(db, 50);
    expect(log.filter((action) => action.detail.includes(' of x'))).toEqual([]);
  });
});
