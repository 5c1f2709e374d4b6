import type { Envelope } from '@portal/kit/contracts';
import type { FastifyInstance } from 'fastify';

/** A JSON POST to the API (`url` relative to /api), with a bearer token when given: its status and envelope. */
export async function postJson(app: FastifyInstance, url: string, payload: object, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as Envelope<unknown> };
}
