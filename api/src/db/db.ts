export type DbKind = 'pglite' | 'postgres';

/** What a listener hears on its channel (Db.listen). */
export interface ChannelHandlers {
  /** A NOTIFY on the channel, in commit order. */
  notification(payload: string): void;
  /** Listening started, or started again after a loss: notifications sent in between were missed. */
  listening(): void;
  /** The listening connection was lost; until listening() comes again, notifications are missed. */
  lost(): void;
}

/** A listener of Db.listen; close() stops it (and any reconnecting). */
export interface ChannelListener {
  close(): Promise<void>;
}

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
  /**
   * Listens to a NOTIFY channel (pg_notify from a trigger) for as long as the listener is open: on
   * PostgreSQL on a connection of its own that reconnects when lost, in PGlite on its one session.
   * Resolves once the first attempt to listen is over, whether or not it succeeded.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<ChannelListener>;
  close(): Promise<void>;
}

interface DbCore {
  kind: DbKind;
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  exec(script: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  listen(channel: string, handlers: ChannelHandlers): Promise<ChannelListener>;
  close(): Promise<void>;
}

/** Adds the row-count helpers so each adapter only implements the primitives. */
export function withHelpers(core: DbCore): Db {
  return {
    kind: core.kind,
    query: core.query,
    exec: core.exec,
    transaction: core.transaction,
    listen: core.listen,
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

/** A listener belongs to the database, not to one transaction. */
async function refuseListenInTransaction(): Promise<never> {
  throw new Error('listen() is not available on a transaction handle.');
}

/** The handle given to a transaction's fn: its statements, where a nested transaction joins the outer one. */
export function transactionHandle(kind: DbKind, statements: Pick<DbCore, 'query' | 'exec'>): Db {
  const handle: Db = withHelpers({
    kind,
    ...statements,
    transaction: (fn) => fn(handle),
    listen: refuseListenInTransaction,
    close: refuseCloseInTransaction,
  });
  return handle;
}
