import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@portal/shared';
import type { LifeCycles } from 'single-spa';
import type { FederationManifest, RemoteEntry } from './manifest';

/**
 * The only place that talks to the Module Federation runtime, so unit tests replace this file.
 * `loadRemote` throws outside a federated build.
 */
export function registerFederation(manifest: Partial<FederationManifest>): void {
  const remotes = Object.entries(manifest).map(([name, { entry }]) => ({ name, entry }));
  registerRemotes(remotes);
}

/** Loads `<remote>/app`. After a failure the remote is registered again so the next try refetches. */
export async function loadRemoteApp(name: RemoteName, remote: RemoteEntry | undefined): Promise<LifeCycles> {
  if (!remote) throw new Error(`remote ${name} is not in /federation.json`);
  const { entry } = remote;
  try {
    const module = await loadRemote<LifeCycles>(`${name}/app`);
    if (!module) throw new Error(`remote ${name} exposed no ./app`);
    return module;
  } catch (error) {
    registerRemotes([{ name, entry }], { force: true });
    throw error;
  }
}
