import { manifestAhead, prefetchManifest, whenSettled } from './manifestPrefetch';

/** The network's edge: each fetch answers what the test says, and is counted. */
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const manifest = (url: string) => `http://localhost:8083/${url}/mf-manifest.json`;
/** An answer as the module reads it (jsdom has no Response). */
const answer = (status: number) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => ({ metaData: {} }) }) as unknown as Response;

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => answer(200));
});

describe('a remote’s manifest fetched ahead', () => {
  it('is handed to the runtime’s first request for that address, and only once', async () => {
    prefetchManifest(manifest('once'));
    expect(fetchMock).toHaveBeenCalledWith(manifest('once'), { cache: 'no-cache' });
    const answer = await manifestAhead(manifest('once'));
    expect(await answer?.json()).toEqual({ metaData: {} });
    expect(manifestAhead(manifest('once'))).toBeUndefined();
  });

  it('is fetched once per address, and never for one the runtime has asked for itself', () => {
    prefetchManifest(manifest('twice'));
    prefetchManifest(manifest('twice'));
    expect(manifestAhead(manifest('runtime'))).toBeUndefined();
    prefetchManifest(manifest('runtime'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([manifest('twice')]);
  });

  it('gives nothing for another address', () => {
    prefetchManifest(manifest('mine'));
    expect(manifestAhead(manifest('other'))).toBeUndefined();
  });

  it('gives nothing when the answer failed or was no success, so the runtime asks itself', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(answer(503));
    prefetchManifest(manifest('offline'));
    prefetchManifest(manifest('down'));
    expect(await manifestAhead(manifest('offline'))).toBeUndefined();
    expect(await manifestAhead(manifest('down'))).toBeUndefined();
  });

  it('gives nothing once it is ten minutes old: a remote may have been deployed since', () => {
    const now = jest.spyOn(performance, 'now').mockReturnValue(1_000);
    prefetchManifest(manifest('old'));
    now.mockReturnValue(1_000 + 10 * 60_000 + 1);
    expect(manifestAhead(manifest('old'))).toBeUndefined();
    now.mockRestore();
  });
});

describe('the moment manifests are fetched ahead', () => {
  it('is after the first routing has mounted, the page has loaded and the browser is idle', () => {
    const idle: Array<() => void> = [];
    Object.assign(window, { requestIdleCallback: (run: () => void) => idle.push(run) });
    const prefetch = jest.fn();
    whenSettled(prefetch);
    expect(document.readyState).toBe('complete');
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    expect(prefetch).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(prefetch).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    expect(idle).toHaveLength(1);
  });
});
