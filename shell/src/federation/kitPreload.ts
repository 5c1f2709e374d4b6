/** The kit's share key. The shell never provides the kit (docs/architecture.md, Federation): the route's remote brings it. */
export const KIT = '@portal/kit';

/** What this file reads of a remote's mf-manifest.json. */
export interface RemoteManifest {
  shared?: ReadonlyArray<{ name: string; requiredVersion?: string; assets: { js: { sync: readonly string[] } } }>;
}

/**
 * A remote's own kit, from its manifest: the addresses of its files (the build lists every file the
 * kit's provider loads, docs/decisions.md, 78), resolved against the manifest's address as the runtime
 * resolves them for a `publicPath: 'auto'` remote, and the range the remote asks for. Undefined when
 * the manifest names no kit.
 */
export function remoteKit(
  manifest: RemoteManifest,
  manifestUrl: string,
): { files: string[]; range?: string } | undefined {
  const kit = manifest.shared?.find((shared) => shared.name === KIT);
  if (!kit) return undefined;
  return { files: kit.assets.js.sync.map((file) => new URL(file, manifestUrl).toString()), range: kit.requiredVersion };
}

/** Asks the browser for scripts with `<link rel="preload">`, as the federation runtime preloads an entry's chunks. */
export function preloadScripts(urls: readonly string[]): void {
  const named = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href),
  );
  for (const href of urls) {
    if (named.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}
