/** How long a fetched file is used before its server is asked whether it changed. */
const RECHECK_MS = 5_000;

interface Kept<T> {
  value: T;
  etag: string | null;
  checkedAt: number;
}

/**
 * A file another server serves (a remote's renderer, the shell's page), read through `read` and kept
 * while the server answers 304 to its ETag, asked at most every RECHECK_MS: a new deploy is picked up
 * within seconds, without the composer restarting and without fetching the file for every page.
 * Requests that come while one is being fetched wait for it. Null when the server has no such file or
 * cannot be reached.
 */
export function keptFiles<T>(read: (text: string) => T): (url: string) => Promise<T | null> {
  const kept = new Map<string, Kept<T>>();
  const checking = new Map<string, Promise<T | null>>();

  const check = async (url: string): Promise<T | null> => {
    const known = kept.get(url);
    const response = await fetch(url, {
      headers: known?.etag ? { 'If-None-Match': known.etag } : {},
      signal: AbortSignal.timeout(RECHECK_MS),
    });
    if (response.status === 304 && known) {
      known.checkedAt = Date.now();
      return known.value;
    }
    if (!response.ok) return null;
    const value = read(await response.text());
    kept.set(url, { value, etag: response.headers.get('etag'), checkedAt: Date.now() });
    return value;
  };

  return async (url) => {
    const known = kept.get(url);
    if (known && Date.now() - known.checkedAt < RECHECK_MS) return known.value;
    let pending = checking.get(url);
    if (!pending) {
      pending = check(url)
        .catch(() => null)
        .finally(() => checking.delete(url));
      checking.set(url, pending);
    }
    return pending;
  };
}
