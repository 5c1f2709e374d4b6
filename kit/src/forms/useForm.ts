import type { FieldError } from '../validation';
import { useCallback, useMemo, useState } from 'react';

export type Errors<V> = Partial<Record<keyof V, FieldError | null>>;

/**
 * Form state with validation on every change and on submit (docs/product/validation.md): a field's error shows
 * once it has been changed, and every error shows after a submit attempt.
 */
export function useForm<V extends object>(initial: V, validate: (values: V) => Errors<V>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => validate(values), [validate, values]);

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  }, []);

  const patch = useCallback((changes: Partial<V>) => setValues((current) => ({ ...current, ...changes })), []);

  const visibleError = useCallback(
    (field: keyof V): FieldError | null => (submitted || touched[field] ? (errors[field] ?? null) : null),
    [errors, submitted, touched],
  );

  /** Marks the form submitted; true when nothing is invalid. */
  const attemptSubmit = useCallback((): boolean => {
    setSubmitted(true);
    return Object.values(errors).every((error) => !error);
  }, [errors]);

  /** Starts over (after a successful submit): new values and no error on show until the next change. */
  const reset = useCallback((next: V) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
  }, []);

  return { values, set, patch, visibleError, attemptSubmit, reset };
}
