import type { FieldError } from '../validation';
import { useCallback, useEffect, useMemo, useState } from 'react';

export type Errors<V> = Partial<Record<keyof V, FieldError | null>>;

/** What attemptSubmit reads of the submit event: the form it came from. */
export interface SubmitAttempt {
  currentTarget: EventTarget | null;
}

/**
 * Takes the member to the first problem of a form whose submit failed, once its errors are rendered:
 * the first invalid field gets the focus (and so comes into view, and its error is read out), or,
 * where no field is marked, the first error message is scrolled into view. Without this a tap on a
 * submit button at the foot of a long form on a phone showed nothing: the messages were above, out of view.
 */
function showFirstProblem(form: Element): void {
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) field.focus();
  else form.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
}

/**
 * Form state with validation on every change and on submit (docs/product/validation.md): a field's error shows
 * once it has been changed, and every error shows after a submit attempt.
 */
export function useForm<V extends object>(initial: V, validate: (values: V) => Errors<V>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // A new object per failed attempt, so that each one leads to the first problem again.
  const [failedSubmit, setFailedSubmit] = useState<{ form: Element } | null>(null);
  const errors = useMemo(() => validate(values), [validate, values]);

  useEffect(() => {
    if (failedSubmit) showFirstProblem(failedSubmit.form);
  }, [failedSubmit]);

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  }, []);

  const patch = useCallback((changes: Partial<V>) => setValues((current) => ({ ...current, ...changes })), []);

  const visibleError = useCallback(
    (field: keyof V): FieldError | null => (submitted || touched[field] ? (errors[field] ?? null) : null),
    [errors, submitted, touched],
  );

  /**
   * Marks the form submitted; true when nothing is invalid. Given the submit event, a failed attempt
   * leads the member to the form's first problem once its errors show.
   */
  const attemptSubmit = useCallback(
    (event?: SubmitAttempt): boolean => {
      setSubmitted(true);
      const valid = Object.values(errors).every((error) => !error);
      if (!valid && event?.currentTarget instanceof Element) setFailedSubmit({ form: event.currentTarget });
      return valid;
    },
    [errors],
  );

  /** Starts over (after a successful submit): new values and no error on show until the next change. */
  const reset = useCallback((next: V) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
  }, []);

  return { values, set, patch, visibleError, attemptSubmit, reset };
}
