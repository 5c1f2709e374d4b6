export type DbKind = 'pglite' | 'postgres';

/**
 * The one database handle every module uses. PGlite and PostgreSQL adapters implement it with the
 * same SQL ($1 placeholders) and the same value types, so queries and tests run unchanged on both.
 */
export interface Db {
  readonly kind: DbKind;
  /** One statement with $1.. parameters; returns the rows. */
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Exactly one row, or an error (a programming mistake, not a "not found"). */
  one<T extends object>(sql: string, params?: readonly unknown[]): Promise<T>;
  /** At most one row; undefined when there is none. */
  maybeOne<T extends object>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** A script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Runs fn in a transaction: commit when it resolves, roll back when it throws. Use only `tx`
   * inside fn. A nested call joins the outer transaction rather than opening a savepoint.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface DbCore {
  kind: DbKind;
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  exec(script: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Adds the row-count helpers so each adapter only implements the primitives. */
export function withHelpers(core: DbCore): Db {
  return {
    kind: core.kind,
    query: core.query,
    exec: core.exec,
    transaction: core.transaction,
    close: core.close,
    async one<T extends object>(sql: string, params?: readonly unknown[]): Promise<T> {
      const rows: T[] = await core.query<T>(sql, params);
      const [row] = rows;
      if (rows.length !== 1 || !row) throw new Error(`Expected exactly one row, got ${rows.length}.`);
      return row;
    },
    async maybeOne<T extends object>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
      const rows: T[] = await core.query<T>(sql, params);
      if (rows.length > 1) throw new Error(`Expected at most one row, got ${rows.length}.`);
      return rows[0];
    },
  };
}

/** Inside a transaction the handle must not close the shared connection or pool. */
export async function refuseCloseInTransaction(): Promise<void> {
  throw new Error('close() is not available on a transaction handle.');
}

/** The handle given to a transaction's fn: its statements, where a nested transaction joins the outer one. */
export function transactionHandle(kind: DbKind, statements: Pick<DbCore, 'query' | 'exec'>): Db {
  const handle: Db = withHelpers({
    kind,
    ...statements,
    transaction: (fn) => fn(handle),
    close: refuseCloseInTransaction,
  });
  return handle;
}
