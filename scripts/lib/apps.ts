import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '../../shared/src/federation/remotes';

export const ROOT = path.resolve(__dirname, '../..');

export interface WebApp {
  /** Workspace folder and npm workspace name (shell, mfe-earn, …). */
  workspace: string;
  /** Federation name (the key in federation.json); null for the shell. */
  remote: RemoteName | null;
  dir: string;
  dist: string;
}

const webApp = (workspace: string, remote: RemoteName | null): WebApp => ({
  workspace,
  remote,
  dir: path.join(ROOT, workspace),
  dist: path.join(ROOT, workspace, 'dist'),
});

export const SHELL = webApp('shell', null);
export const REMOTES: WebApp[] = REMOTE_NAMES.map((name) => webApp(`mfe-${name}`, name));
export const WEB_APPS: WebApp[] = [SHELL, ...REMOTES];

/** Ports: the shell on base, remotes on base+1…+5 (auth, earn, rewards, contest, support), the API on base+10. */
export interface Ports {
  shell: number;
  api: number;
  remotes: Record<RemoteName, number>;
}

export function portsFrom(base: number): Ports {
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, base + 1 + i])) as Record<RemoteName, number>;
  return { shell: base, api: base + 10, remotes };
}
