import { type MessageCode, type MessageValues, translate } from './messages';

/** One invalid field: the field name, and why, as a message code with its values. */
export interface FieldProblem {
  field: string;
  code: MessageCode;
  values?: MessageValues;
}

interface DomainErrorOptions {
  values?: MessageValues;
  /** Per-field problems, answered as `errors[]`. */
  errors?: FieldProblem[];
  /** Logged only, never answered. */
  cause?: unknown;
}

/**
 * An expected failure a service reports: a stable code, the HTTP status it is answered with, and
 * the values of its message. The error handler answers it as an envelope with `code` and the
 * message in the request's language; anything else thrown becomes a 500. `message` is English,
 * for logs.
 */
export class DomainError extends Error {
  readonly values: MessageValues | undefined;
  readonly errors: FieldProblem[] | undefined;

  constructor(
    readonly code: MessageCode,
    readonly httpCode: number,
    options: DomainErrorOptions = {},
  ) {
    super(translate(code, 'en', options.values), { cause: options.cause });
    this.name = 'DomainError';
    this.values = options.values;
    this.errors = options.errors;
  }
}
