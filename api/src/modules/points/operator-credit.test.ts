import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { createTestDb } from '../../test/test-db';
import { AlreadyCreditedError, creditMember } from '.';
import { insertMember } from '../../test/member';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
  await migrate(db);
});
afterAll(() => db.close());

const newMember = async (): Promise<string> => (await insertMember(db)).id;

const operatorEntries = (memberId: string) =>
  db.query<{ points: number; source_ref: string; actor_name: string }>(
    `select points, source_ref, actor_name from points_ledger where member_id = $1 and source = 'operator' order by id`,
    [memberId],
  );

describe('points:credit', () => {
  it('credits a retried command with the same reference once, and says it was credited already', async () => {
    const memberId = await newMember();
    const credit = { memberId, points: 400, reason: 'Ticket 1042', operator: 'Dana', ref: 'T-1042' };
    expect(await creditMember(db, credit)).toBe(400);
    const retry = await creditMember(db, { ...credit, operator: 'Sam' }).catch((error: unknown) => error);
    expect(retry).toBeInstanceOf(AlreadyCreditedError);
    expect((retry as Error).message).toMatch(
      /^The reference "T-1042" was credited already \(ledger entry \d+\); nothing was credited again\. Balance 400\.$/,
    );
    expect(await operatorEntries(memberId)).toEqual([{ points: 400, source_ref: 'T-1042', actor_name: 'Dana' }]);
  });

  it('keeps a reference to its member, and credits each call without one', async () => {
    const [first, second] = [await newMember(), await newMember()];
    expect(await creditMember(db, { memberId: first, points: 10, reason: 'a', operator: 'Dana', ref: 'T-7' })).toBe(10);
    expect(await creditMember(db, { memberId: second, points: 10, reason: 'a', operator: 'Dana', ref: 'T-7' })).toBe(
      10,
    );
    expect(await creditMember(db, { memberId: first, points: 5, reason: 'b', operator: 'Dana' })).toBe(15);
    expect(await creditMember(db, { memberId: first, points: 5, reason: 'b', operator: 'Dana' })).toBe(20);
  });
});
