import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { startIntervalJob } from '../../platform/interval-job';
import { expireUnpaidOrders } from './cancellation';

/**
 * Runs the unpaid-order expiry every `intervalSeconds` (docs/product/rewards.md, Unpaid orders).
 * Returns a stop function; main.ts calls it before closing the database.
 */
export function startOrderExpiry(db: Db, intervalSeconds: number, log: FastifyBaseLogger): () => Promise<void> {
  return startIntervalJob(
    intervalSeconds,
    async () => {
      const count = await expireUnpaidOrders(db);
      if (count > 0) log.info({ cancelled: count }, 'unpaid reward orders cancelled');
    },
    (error) => log.error({ err: error }, 'reward order expiry failed'),
  );
}
