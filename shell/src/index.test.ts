/** The shell's entry: what it starts before the apps, and when the apps start (docs/decisions.md, 85). */
const started = jest.fn();
const manifestAsked = jest.fn(() => Promise.resolve());
jest.mock('./bootstrap', () => {
  started();
  return {};
});
jest.mock('./federation/earlyManifest', () => ({ prefetchRouteRemote: manifestAsked }));

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.resetModules();
  started.mockClear();
  manifestAsked.mockClear();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('asks for /federation.json at once, and starts the apps in a task after the next frame', async () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  await jest.isolateModulesAsync(async () => {
    await import('./index');
  });
  await settle();
  expect(manifestAsked).toHaveBeenCalledTimes(1);
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
