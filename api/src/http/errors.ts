import type { ApiError } from '@portal/kit/contracts';

/**
 * An expected failure a module reports to the client: its status, message and errors are safe to
 * show. Anything else that is thrown becomes a 500 with a generic message. `cause` is logged only.
 */
export class HttpError extends Error {
  readonly errors: ApiError[] | undefined;

  constructor(
    readonly httpCode: number,
    message: string,
    options: { errors?: ApiError[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
    this.errors = options.errors;
  }
}
