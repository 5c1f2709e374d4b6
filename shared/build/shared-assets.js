// @ts-check
/**
 * The federation manifest lists, for each shared library an app provides, only the chunk that holds
 * the library's entry module. Its provider may need more: the kit's index sits in one chunk, and the
 * parts of the kit the app's own code also imports sit in a chunk split off beside it, which loads with
 * it. A host that preloads a remote's kit from the manifest would miss that chunk and still wait a round
 * trip for it. This adds to each shared library's `js.sync` every file its provider loads: the chunks
 * of the provider's async block, the same list the remote entry's getter asks for.
 */

/**
 * @param {import('webpack').Compilation} compilation
 * @returns {Map<string, string[]>} share key → the JavaScript files its provider loads
 */
function providerFiles(compilation) {
  /** @type {Map<string, string[]>} */
  const files = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    const shareKey = /** @type {{ _name?: string }} */ (/** @type {unknown} */ (module))._name;
    const group = module.blocks[0] && compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
    if (!shareKey || !group) continue;
    const js = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
    files.set(shareKey, [...new Set([...(files.get(shareKey) ?? []), ...js])].sort());
  }
  return files;
}

/**
 * The manifest's `additionalData` hook (see createConfig): the stats the manifest is made from, with
 * each shared library's files completed (added to, never removed: the runtime reads the list too).
 * @param {{ stats: { shared?: Array<{ name: string, assets: { js: { sync: string[] } } }> }, compilation: import('webpack').Compilation }} options
 */
function completeSharedAssets({ stats, compilation }) {
  const files = providerFiles(compilation);
  for (const shared of stats.shared ?? []) {
    const loaded = files.get(shared.name) ?? [];
    shared.assets.js.sync = [...new Set([...shared.assets.js.sync, ...loaded])];
  }
  return stats;
}

module.exports = { completeSharedAssets };
