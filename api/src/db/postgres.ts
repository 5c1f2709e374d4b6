import { Pool, type PoolClient, types as pgTypes } from 'pg';
import { type Db, transactionHandle, withHelpers } from './db';
import { typeParsers } from './type-parsers';

export interface PostgresOptions {
  connectionString: string;
  /** Sets search_path on every pooled connection (tests use one throwaway schema per file). */
  searchPath?: string;
}

type Queryable = Pick<Pool, 'query'> | PoolClient;

export function openPostgres({ connectionString, searchPath }: PostgresOptions): Db {
  const pool = new Pool({
    connectionString,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        typeParsers[oid] ?? pgTypes.getTypeParser(oid, format)) as typeof pgTypes.getTypeParser,
    },
  });
  // The pool drops a broken idle connection by itself; without a listener Node would crash instead.
  pool.on('error', (error) => process.emitWarning(`Idle PostgreSQL connection failed: ${error.message}`));

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
    close: () => pool.end(),
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
