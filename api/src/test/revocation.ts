import { setTimeout } from 'node:timers/promises';
import type { LightMyRequestResponse } from 'fastify';

/**
 * How long another connection may take to deliver a revocation's NOTIFY on PostgreSQL (in practice
 * about a millisecond); PGlite delivers it before the revoking statement resolves.
 */
const NOTIFY_DELIVERY_MS = 2000;

/** The answer once a revocation made on another connection has been heard (see NOTIFY_DELIVERY_MS). */
export async function onceNotified(request: () => Promise<LightMyRequestResponse>): Promise<unknown> {
  const deadline = Date.now() + NOTIFY_DELIVERY_MS;
  let response = await request();
  while (process.env.TEST_DATABASE === 'postgres' && response.statusCode === 200 && Date.now() < deadline) {
    await setTimeout(5);
    response = await request();
  }
  return response.json();
}
