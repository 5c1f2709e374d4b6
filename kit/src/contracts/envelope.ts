/** Every API answer has this shape (ARCHITECTURE.md §4). HTTP status equals httpCode, except 204 which travels as HTTP 200. */
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

/** Paged lists: spec part 1 §3 "Paged list metadata". */
export interface Paged<T> {
  content: T[];
  metaData: { totalRecs: number };
}
