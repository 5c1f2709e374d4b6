import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { expireUnpaidOrders } from './cancellation';

/**
 * Runs the unpaid-order expiry every `intervalSeconds` (docs/product/rewards.md, Unpaid orders).
 * Returns a stop function; main.ts calls it before closing the database.
 */
export function startOrderExpiry(db: Db, intervalSeconds: number, log: FastifyBaseLogger): () => Promise<void> {
  if (intervalSeconds <= 0) return async () => undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = expireUnpaidOrders(db)
      .then((count) => {
        if (count > 0) log.info({ cancelled: count }, 'unpaid reward orders cancelled');
      })
      .catch((error: unknown) => log.error({ err: error }, 'reward order expiry failed'));
  };
  const timer = setInterval(tick, intervalSeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
