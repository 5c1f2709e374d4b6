import { Pool, type PoolClient, types as pgTypes } from 'pg';
import { type ChannelListener, type Db, transactionHandle, withHelpers } from './db';
import { listenOnPostgres } from './postgres-listener';
import { typeParsers } from './type-parsers';

export interface PostgresOptions {
  connectionString: string;
  /** Sets search_path on every pooled connection (tests use one throwaway schema per file). */
  searchPath?: string;
  /** application_name of every connection, listeners included (tests name their schema's). */
  applicationName?: string;
}

type Queryable = Pick<Pool, 'query'> | PoolClient;

export function openPostgres({ connectionString, searchPath, applicationName }: PostgresOptions): Db {
  const connection = { connectionString, ...(applicationName ? { application_name: applicationName } : {}) };
  const pool = new Pool({
    ...connection,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        typeParsers[oid] ?? pgTypes.getTypeParser(oid, format)) as typeof pgTypes.getTypeParser,
    },
  });
  // The pool drops a broken idle connection by itself; without a listener Node would crash instead.
  pool.on('error', (error) => process.emitWarning(`Idle PostgreSQL connection failed: ${error.message}`));
  const listeners = new Set<ChannelListener>();

  return withHelpers({
    kind: 'postgres',
    ...statements(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(transactionHandle('postgres', statements(client)));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    // NOTIFY channels are per database, not per schema: the search path does not matter here.
    async listen(channel, handlers) {
      const listener = await listenOnPostgres(connection, channel, handlers);
      listeners.add(listener);
      return {
        close: () => {
          listeners.delete(listener);
          return listener.close();
        },
      };
    },
    // A listener still open would keep the process alive after the pool has ended.
    async close() {
      await Promise.all([...listeners].map((listener) => listener.close()));
      await pool.end();
    },
  });
}

function statements(target: Queryable) {
  return {
    async query<T extends object>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    // Without parameters pg uses the simple protocol, which accepts several statements at once.
    async exec(script: string) {
      await target.query(script);
    },
  };
}
