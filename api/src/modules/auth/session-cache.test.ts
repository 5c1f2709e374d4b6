import { ALLOWED_TTL_MS, createSessionCache } from './session-cache';

/** A database stand-in: which sessions are revoked, and how many times it was asked. */
function setup(maxSessions = 10) {
  const revoked = new Set<string>();
  let asked = 0;
  let clock = 0;
  let hold: Promise<void> | undefined;
  const cache = createSessionCache({
    async lookup(sessionId) {
      asked += 1;
      const answer = !revoked.has(sessionId);
      await hold;
      return answer;
    },
    now: () => clock,
    maxSessions,
  });
  return {
    cache,
    revoked,
    asked: () => asked,
    advance: (ms: number) => void (clock += ms),
    holdLookups: (until: Promise<void>) => void (hold = until),
  };
}

it('asks the database every time until it hears revocations', async () => {
  const { cache, asked } = setup();
  await cache.allowed('a');
  await cache.allowed('a');
  expect(asked()).toBe(2);
});

it('then remembers an answer, and forgets it when a revocation is announced or told', async () => {
  const { cache, revoked, asked } = setup();
  cache.listening();
  expect(await cache.allowed('a')).toBe(true);
  expect(await cache.allowed('a')).toBe(true);
  expect(asked()).toBe(1);
  revoked.add('a');
  cache.notification('a');
  expect(await cache.allowed('a')).toBe(false);
  expect(await cache.allowed('b')).toBe(true);
  revoked.add('b');
  cache.revoked(['b']);
  expect(await cache.allowed('b')).toBe(false);
});

it('trusts nothing it remembers while the channel is lost, and starts empty when it listens again', async () => {
  const { cache, revoked, asked } = setup();
  cache.listening();
  await cache.allowed('a');
  cache.lost();
  revoked.add('a'); // announced while nobody listened
  expect(await cache.allowed('a')).toBe(false);
  expect(await cache.allowed('a')).toBe(false);
  expect(asked()).toBe(3);
  cache.listening();
  expect(await cache.allowed('a')).toBe(false);
});

it('does not keep an answer read before a revocation that was announced while it was being read', async () => {
  const { cache, revoked, holdLookups } = setup();
  cache.listening();
  let release = (): void => undefined;
  holdLookups(new Promise((resolve) => (release = resolve)));
  const stale = cache.allowed('a');
  revoked.add('a');
  cache.notification('a');
  release();
  expect(await stale).toBe(true);
  expect(await cache.allowed('a')).toBe(false);
});

it('asks again after a minute, and keeps at most maxSessions, dropping the oldest', async () => {
  const { cache, asked, advance } = setup(2);
  cache.listening();
  await cache.allowed('a');
  advance(ALLOWED_TTL_MS);
  await cache.allowed('a');
  expect(asked()).toBe(2);
  await cache.allowed('b');
  await cache.allowed('c');
  expect(asked()).toBe(4);
  await cache.allowed('c');
  await cache.allowed('b');
  expect(asked()).toBe(4);
  await cache.allowed('a');
  expect(asked()).toBe(5);
});
