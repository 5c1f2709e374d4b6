import {
  getInstance,
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@portal/shared';
import type { LifeCycles } from 'single-spa';
import { KIT, preloadScripts, remoteKit } from './kitPreload';
import { manifestAhead } from './manifestPrefetch';
import type { FederationManifest, RemoteEntry } from './manifest';

/*
 * The only place that talks to the Module Federation runtime, so unit tests replace this file.
 * `loadRemote` throws outside a federated build.
 */

/** The remotes the shell asked to preload or load whose snapshot has not been read yet. */
const awaitingKit = new Set<string>();

/** Whether a kit already in the share scope serves this range, so the remote will not load its own. */
function kitServed(range: string | undefined): boolean {
  const versions = Object.keys(getInstance()?.shareScopeMap.default?.[KIT] ?? {});
  return versions.some((version) => !range || satisfy(version, range));
}

/**
 * When a route's remote's manifest arrives, preloads its kit beside the entry and `./app` chunks: else
 * the kit's files are asked for only once the entry has run, one round trip later (docs/decisions.md,
 * 78). Widgets' remotes are left alone: on a page with several, only one kit is used.
 */
const kitPreloadPlugin: ModuleFederationRuntimePlugin = {
  name: 'portal-kit-preload',
  loadRemoteSnapshot(args) {
    const { manifestJson, manifestUrl, moduleInfo, from } = args;
    const awaited = awaitingKit.delete(moduleInfo.name);
    const kit = awaited && from === 'manifest' && manifestJson && manifestUrl && remoteKit(manifestJson, manifestUrl);
    if (kit && !kitServed(kit.range)) preloadScripts(kit.files);
    return args;
  },
};

/**
 * Hands the runtime a remote's manifest fetched ahead (manifestPrefetch.ts). With none to use, the hook
 * gives nothing, or a promise of nothing, and the runtime fetches itself (its SnapshotHandler falls back
 * when the hook's answer is no Response).
 */
const manifestAheadPlugin: ModuleFederationRuntimePlugin = {
  name: 'portal-manifest-ahead',
  fetch: (url) => manifestAhead(url) as Promise<Response> | undefined,
};

/** Registers the remotes /federation.json names, the kit's preload and the manifests fetched ahead. */
export function registerFederation(manifest: Partial<FederationManifest>): void {
  const remotes = Object.entries(manifest).map(([name, { entry }]) => ({ name, entry }));
  registerRemotes(remotes);
  registerPlugins([kitPreloadPlugin, manifestAheadPlugin]);
}

/**
 * Starts fetching a remote's entry and the chunks of its `./app` (listed in its mf-manifest.json) in
 * parallel, with <link rel="preload">, as soon as the shell knows the route's owner; loading the
 * remote later finds them in flight instead of walking manifest → entry → chunks one after another.
 * The remote's kit follows when its manifest arrives (kitPreloadPlugin). A failure is left to
 * loadRemoteApp, which reports it.
 */
export function preloadRemoteApp(name: RemoteName): void {
  awaitingKit.add(name);
  preloadRemote([{ nameOrAlias: name, exposes: ['./app'] }]).catch(() => undefined);
}

/** Loads `<remote>/app`. After a failure the remote is registered again so the next try refetches. */
export async function loadRemoteApp(name: RemoteName, remote: RemoteEntry | undefined): Promise<LifeCycles> {
  if (!remote) throw new Error(`remote ${name} is not in /federation.json`);
  const { entry } = remote;
  awaitingKit.add(name);
  try {
    const module = await loadRemote<LifeCycles>(`${name}/app`);
    if (!module) throw new Error(`remote ${name} exposed no ./app`);
    return module;
  } catch (error) {
    registerRemotes([{ name, entry }], { force: true });
    throw error;
  }
}
