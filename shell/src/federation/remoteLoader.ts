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
import { routePageFiles, type RoutePagesManifest } from './pagePreload';
import type { FederationManifest, RemoteEntry } from './manifest';

/*
 * The only place that talks to the Module Federation runtime, so unit tests replace this file.
 * `loadRemote` throws outside a federated build.
 */

/**
 * The remotes the shell asked to preload or load whose snapshot has not been read yet, each with the paths
 * it is wanted for.
 */
const awaiting = new Map<string, string[]>();

/** Each remote's manifest as read, so a route the member heads to next finds its page chunk's files at once. */
const manifests = new Map<string, { json: RoutePagesManifest; url: string }>();

/** Notes that `name` is wanted for `pathname`, until its manifest is read. */
const want = (name: string, pathname: string) => awaiting.set(name, [...(awaiting.get(name) ?? []), pathname]);

/** Whether a kit already in the share scope serves this range, so the remote will not load its own. */
function kitServed(range: string | undefined): boolean {
  const versions = Object.keys(getInstance()?.shareScopeMap.default?.[KIT] ?? {});
  return versions.some((version) => !range || satisfy(version, range));
}

/**
 * When a route's remote's manifest arrives, preloads its kit and the route's own page chunk beside the
 * entry and `./app` chunks: else they are asked for only once the entry has run, one round trip later
 * (docs/decisions.md, 78 and 141). Widgets' remotes are left alone: on a page with several, only one kit
 * is used.
 */
const firstScreenPreloadPlugin: ModuleFederationRuntimePlugin = {
  name: 'portal-first-screen-preload',
  loadRemoteSnapshot(args) {
    const { manifestJson, manifestUrl, moduleInfo, from } = args;
    const pathnames = awaiting.get(moduleInfo.name);
    awaiting.delete(moduleInfo.name);
    if (from !== 'manifest' || !manifestJson || !manifestUrl) return args;
    manifests.set(moduleInfo.name, { json: manifestJson, url: manifestUrl });
    if (!pathnames) return args;
    const kit = remoteKit(manifestJson, manifestUrl);
    if (kit && !kitServed(kit.range)) preloadScripts(kit.files);
    for (const pathname of pathnames) preloadScripts(routePageFiles(manifestJson, manifestUrl, pathname));
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

/** Registers the remotes /federation.json names, the first screen's preloads and the manifests fetched ahead. */
export function registerFederation(manifest: Partial<FederationManifest>): void {
  const remotes = Object.entries(manifest).map(([name, { entry }]) => ({ name, entry }));
  registerRemotes(remotes);
  registerPlugins([firstScreenPreloadPlugin, manifestAheadPlugin]);
}

/**
 * Starts fetching a remote's entry and the chunks of its `./app` (listed in its mf-manifest.json) in
 * parallel, with <link rel="preload">, as soon as the shell knows the route's owner; loading the
 * remote later finds them in flight instead of walking manifest → entry → chunks one after another.
 * The remote's kit and the page chunk of `pathname`'s route follow when its manifest arrives
 * (firstScreenPreloadPlugin). A failure is left to loadRemoteApp, which reports it.
 */
export function preloadRemoteApp(name: RemoteName, pathname: string): void {
  want(name, pathname);
  preloadRemote([{ nameOrAlias: name, exposes: ['./app'] }]).catch(() => undefined);
}

/**
 * Starts what a route the member heads to needs (intentPreload.ts): the route's own page chunk, at once
 * when its remote's manifest has been read, else when it arrives; the remote itself when it was never
 * asked for (docs/decisions.md, 83 and 143).
 */
export function preloadRoute(name: RemoteName, pathname: string): void {
  const manifest = manifests.get(name);
  if (manifest) preloadScripts(routePageFiles(manifest.json, manifest.url, pathname));
  else if (awaiting.has(name)) want(name, pathname);
  else preloadRemoteApp(name, pathname);
}

/** Loads `<remote>/app`. After a failure the remote is registered again so the next try refetches. */
export async function loadRemoteApp(name: RemoteName, remote: RemoteEntry | undefined): Promise<LifeCycles> {
  if (!remote) throw new Error(`remote ${name} is not in /federation.json`);
  const { entry } = remote;
  // The remote mounts for the address the member is at now.
  want(name, window.location.pathname);
  try {
    const module = await loadRemote<LifeCycles>(`${name}/app`);
    if (!module) throw new Error(`remote ${name} exposed no ./app`);
    return module;
  } catch (error) {
    registerRemotes([{ name, entry }], { force: true });
    throw error;
  }
}
