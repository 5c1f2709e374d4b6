import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type { Envelope } from '../contracts';
import { useApiResource } from './useApiResource';

interface Page {
  content: string[];
}

const pick = (page: Page): string[] => page.content;

/** A call that answers from a script: each entry is the next answer. */
function scripted(answers: Envelope<Page>[]) {
  let next = 0;
  const pending: Array<() => void> = [];
  const load = () =>
    new Promise<Envelope<Page>>((resolve) => {
      const answer = answers[next++]!;
      pending.push(() => resolve(answer));
    });
  const answer = () => act(async () => pending.shift()?.());
  return { load, answer };
}

const ok = (content: string[]): Envelope<Page> => ({ httpCode: 200, data: { content } });
const failed: Envelope<Page> = { httpCode: 500, message: 'Something went wrong.' };

test('loads on mount; reload shows loading again, refresh keeps what is shown until the answer', async () => {
  const api = scripted([ok(['a']), ok(['a', 'b']), ok(['c'])]);
  const { result } = renderHook(() => useApiResource(api.load, pick, [] as string[]));
  expect(result.current).toMatchObject({ status: 'loading', value: [] });
  await api.answer();
  expect(result.current).toMatchObject({ status: 'ready', value: ['a'] });

  act(() => result.current.refresh());
  expect(result.current).toMatchObject({ status: 'ready', value: ['a'] });
  await api.answer();
  expect(result.current.value).toEqual(['a', 'b']);

  act(() => result.current.reload());
  expect(result.current.status).toBe('loading');
  await api.answer();
  expect(result.current).toMatchObject({ status: 'ready', value: ['c'] });
});

test('a failed answer is "failed" and a retry can recover', async () => {
  const api = scripted([failed, ok(['a'])]);
  const { result } = renderHook(() => useApiResource(api.load, pick, [] as string[]));
  await api.answer();
  expect(result.current.status).toBe('failed');
  act(() => result.current.reload());
  await api.answer();
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: ['a'] }));
});

test('shows an answer already known in its first render and asks nothing, also mounted twice by StrictMode; a reload asks', async () => {
  const api = scripted([ok(['b'])]);
  const load = jest.fn(api.load);
  // Taken once, as shared's knownRouteAnswer gives it.
  const known = jest.fn<Envelope<Page> | undefined, []>().mockReturnValueOnce(ok(['a']));
  const renders: string[] = [];
  const { result } = renderHook(
    () => {
      const resource = useApiResource(load, pick, [] as string[], known);
      renders.push(`${resource.status} ${resource.value.join()}`);
      return resource;
    },
    { wrapper: StrictMode },
  );
  expect(renders[0]).toBe('ready a');
  await act(async () => undefined);
  expect(result.current).toMatchObject({ status: 'ready', value: ['a'] });
  expect(load).not.toHaveBeenCalled();
  act(() => result.current.reload());
  await api.answer();
  expect(result.current).toMatchObject({ status: 'ready', value: ['b'] });
});

test('loads on mount as usual when nothing is known, or what is known failed', async () => {
  for (const known of [() => undefined, () => failed]) {
    const api = scripted([ok(['a'])]);
    const { result } = renderHook(() => useApiResource(api.load, pick, [] as string[], known));
    expect(result.current.status).toBe('loading');
    await api.answer();
    expect(result.current).toMatchObject({ status: 'ready', value: ['a'] });
  }
});
