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

export { portsFrom, type Ports } from '../../shared/build/ports';
