/** The shell's entry: what it starts before the apps, and when the apps start (docs/decisions.md, 85). */
const started = jest.fn();
// The async boundary: in the browser a chunk of its own holding the whole shell, which the federation
// runtime loads; here only whether and when the entry loads it is observed.
jest.mock('./bootstrap', () => {
  started();
  return {};
});

/** The network's edge: every request the entry makes, answered with an empty /federation.json. */
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const emptyFederation = { ok: true, status: 200, json: async () => ({}) };
const realFetch = globalThis.fetch;
const requested = () => fetchMock.mock.calls.map(([url]) => url);

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.resetModules();
  started.mockClear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => ({ ...emptyFederation, clone: () => emptyFederation }) as unknown as Response,
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  globalThis.fetch = realFetch;
});

test('asks for /federation.json at once, and starts the apps in a task after the next frame', async () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  await jest.isolateModulesAsync(async () => {
    await import('./index');
  });
  // Asked before any frame, and once: the root config later reads this same answer.
  expect(requested()).toEqual(['/federation.json']);
  await settle();
  expect(requested()).toEqual(['/federation.json']);
  expect(started).not.toHaveBeenCalled();
  frames.forEach((frame) => frame(16));
  await settle();
  expect(started).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  await settle();
  expect(started).toHaveBeenCalledTimes(1);
});

test('a hidden page, which produces no frames, starts the apps at once', async () => {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const frame = jest.spyOn(window, 'requestAnimationFrame');
  await jest.isolateModulesAsync(async () => {
    await import('./index');
  });
  await settle();
  expect(frame).not.toHaveBeenCalled();
  expect(started).toHaveBeenCalledTimes(1);
});
