import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useFormsTranslation } from './labels';
import { ErrorText, FieldBox } from './styles';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  error?: string | undefined;
  onValue: (value: string) => void;
  hint?: ReactNode;
}

/** A labelled input whose hint and error are read with it (aria-describedby), the error announced. */
export function Field({ label, error, onValue, hint, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {hint && <div id={hintId}>{hint}</div>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldBox>
  );
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  label: string;
  error?: string | undefined;
  onValue: (value: string) => void;
}

/** A labelled multi-line field (a contact message), with its error announced like Field's. */
export function TextAreaField({ label, error, onValue, rows = 5, ...textarea }: TextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        {...textarea}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldBox>
  );
}

interface SelectProps {
  label: string;
  value: string;
  error?: string | undefined;
  options: { value: string; label: string }[];
  /** The empty choice; "Select…" in the current language when not given. */
  placeholder?: string;
  onValue: (value: string) => void;
}

export function SelectField({ label, value, error, options, placeholder, onValue }: SelectProps) {
  const { t } = useFormsTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
      >
        <option value="">{placeholder ?? t('select')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldBox>
  );
}
