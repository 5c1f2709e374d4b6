import { act, renderHook } from '@testing-library/react';
import { fieldBinder } from './bindField';
import { useForm } from './useForm';

const required = (values: { code: string; phone: string; agreed: boolean }) => ({
  code: values.code ? null : { key: 'required' as const },
});

test('a bound field reads the value and shown error, and sets the typed value (masked when asked)', () => {
  const { result } = renderHook(() => useForm({ code: '', phone: '', agreed: false }, required));
  const bind = () => fieldBinder(result.current, (field) => result.current.visibleError(field)?.key);
  expect(bind()('code')).toMatchObject({ value: '', error: undefined });
  act(() => bind()('code').onValue('A1'));
  act(() => bind()('code').onValue(''));
  expect(bind()('code')).toMatchObject({ value: '', error: 'required' });
  act(() => bind()('phone', (value) => value.replace(/\D/g, '')).onValue('+1 (555)'));
  expect(bind()('phone').value).toBe('1555');
  expect(result.current.values.agreed).toBe(false);
});

test('a bound field stops typing at the limit given for its name, and others have none', () => {
  const { result } = renderHook(() => useForm({ code: '', phone: '', agreed: false }, required));
  const bind = fieldBinder(result.current, () => undefined, { code: 6 });
  expect(bind('code').maxLength).toBe(6);
  expect(bind('phone')).not.toHaveProperty('maxLength');
});
