import { Client, type ClientConfig } from 'pg';
import type { ChannelHandlers, ChannelListener } from './db';

/** Wait before connecting again after the listening connection was lost or refused. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries and stop
 * hearing). When that connection ends (server restart, pg_terminate_backend, network), lost() is
 * called at once and a new connection is tried every RELISTEN_DELAY_MS; listening() follows each
 * successful LISTEN. TCP keep-alive makes a silently dropped connection end rather than hang.
 */
export async function listenOnPostgres(
  config: ClientConfig,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  let closed = false;
  let live: Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const again = () => {
    if (!closed) retry = setTimeout(() => void attempt(), RELISTEN_DELAY_MS);
  };

  async function attempt(): Promise<void> {
    const client = new Client({ ...config, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notification(message.payload ?? '');
    });
    client.on('error', (error) => process.emitWarning(`The ${channel} listener's connection failed: ${error.message}`));
    client.on('end', () => {
      if (live !== client) return;
      live = undefined;
      handlers.lost();
      again();
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      process.emitWarning(`Cannot listen on ${channel}: ${(error as Error).message}`);
      void client.end().catch(() => undefined);
      again();
      return;
    }
    if (closed) {
      await client.end();
      return;
    }
    live = client;
    handlers.listening();
  }

  await attempt();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = live;
      live = undefined;
      await client?.end();
    },
  };
}
