import { act, renderHook } from '@testing-library/react';
import { useForm } from './useForm';

const required = (values: { code: string }) => ({ code: values.code ? null : { key: 'required' as const } });

test('a reset after a successful submit shows no error on the emptied field until it changes again', () => {
  const { result } = renderHook(() => useForm({ code: '' }, required));
  act(() => result.current.set('code', '710047284687'));
  act(() => {
    expect(result.current.attemptSubmit()).toBe(true);
  });
  act(() => result.current.reset({ code: '' }));
  expect(result.current.values.code).toBe('');
  expect(result.current.visibleError('code')).toBeNull();
  act(() => {
    expect(result.current.attemptSubmit()).toBe(false);
  });
  expect(result.current.visibleError('code')).toEqual({ key: 'required' });
});
