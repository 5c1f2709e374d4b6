import { createComposerService } from './server';

/**
 * The composer service of the compose deployment (docker-compose.yml, deploy/Dockerfile.composer):
 *   COMPOSER_PORT   where it listens (8070)
 *   API_UPSTREAM    the API, e.g. http://api:8090
 *   SHELL_UPSTREAM  the shell's nginx, e.g. http://shell
 */
async function main(): Promise<void> {
  const { COMPOSER_PORT = '8070', API_UPSTREAM = 'http://api:8090', SHELL_UPSTREAM = 'http://shell' } = process.env;
  const app = await createComposerService({ api: API_UPSTREAM, shell: SHELL_UPSTREAM, log: console.log });
  await app.listen({ port: Number(COMPOSER_PORT), host: '0.0.0.0' });
  console.log(`first-screen composer listening on :${COMPOSER_PORT}`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void app.close());
}

void main();
