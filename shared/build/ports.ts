import { REMOTE_NAMES, type RemoteName } from '../src/federation/remotes';

/**
 * Where each app listens on one machine (npm start, dev servers, each e2e suite): the shell on the
 * base port, the remotes on the next ones in list order, the API well past them so the list can grow
 * to 89 remotes without a clash (and each e2e suite's block of 100 ports stays its own).
 */
export const API_PORT_OFFSET = 90;
export const DEFAULT_PORT_BASE = 8080;

export interface Ports {
  shell: number;
  api: number;
  remotes: Record<RemoteName, number>;
}

export function portsFrom(base: number): Ports {
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, base + 1 + i])) as Record<RemoteName, number>;
  return { shell: base, api: base + API_PORT_OFFSET, remotes };
}
