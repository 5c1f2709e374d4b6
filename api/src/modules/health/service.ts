import type { Health } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService(db: Db) {
  return {
    /** Runs `select 1`; 503 when the database does not answer, so a proxy can drop this replica. */
    async check(): Promise<Health> {
      try {
        await db.query('select 1');
      } catch (cause) {
        throw new DomainError('server.databaseUnavailable', 503, { cause });
      }
      return { status: 'ok', database: db.kind };
    },
  };
}
