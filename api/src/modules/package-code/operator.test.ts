import type * as NodeCrypto from 'node:crypto';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { seedDemo } from '../../seed';
import { createTestDb } from '../../test/test-db';
import { DEMO_CAMPAIGN, findCampaign } from '../campaign';
import { recentOperatorActions } from '../operator-log';
import { CodeImportError, generateCodes, importCodes } from '.';

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
    jest.mocked(randomInt).mockReturnValue(0 as never);
    const refusal = await generateCodes(db, campaignId, { pool: 'leap-device', count: 2, operator: 'test' }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(CodeImportError);
    expect((refusal as Error).message).toBe(
      'Only 1 of 2 random codes were new to the pool after 5 rounds: it has few free codes left. Nothing was stored.',
    );
    expect(await storedCodes('leap-device', ['AAAAAAAAAA'])).toEqual([]);
    const log = await recentOperatorActions(db, 10);
    expect(log.filter((action) => action.subject === 'leap-device')).toEqual([]);
  });
});
