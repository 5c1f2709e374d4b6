/** Every API answer has this shape (docs/architecture.md, API). HTTP status = httpCode; 204 travels as HTTP 200. */
export interface ApiError {
  type?: string;
  /** Stable code of the message (e.g. "validation.notEmpty"): a client may translate by it. */
  code?: string;
  message: string;
}

export interface Envelope<T = unknown> {
  httpCode: number;
  /** On error answers: the stable code of `message` (e.g. "identity.duplicateEmail"). */
  code?: string;
  message?: string;
  data?: T;
  errors?: ApiError[];
}

export const isSuccess = (body: Envelope<unknown>): boolean => body.httpCode >= 200 && body.httpCode < 300;

/** Paged lists (docs/architecture.md, API). */
export interface Paged<T> {
  content: T[];
  metaData: { totalRecs: number };
}
