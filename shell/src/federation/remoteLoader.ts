import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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

/**
 * Starts fetching a remote's entry and the chunks of its `./app` (listed in its mf-manifest.json) in
 * parallel, with <link rel="preload">, as soon as the shell knows the route's owner; loading the
 * remote later finds them in flight instead of walking manifest → entry → chunks one after another.
 * A failure is left to loadRemoteApp, which reports it.
 */
export function preloadRemoteApp(name: RemoteName): void {
  preloadRemote([{ nameOrAlias: name, exposes: ['./app'] }]).catch(() => undefined);
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
