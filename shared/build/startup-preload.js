// @ts-check
/**
 * The host's start-up files announced in its HTML (docs/decisions.md, 70). The entry runs, then its
 * async boundary (`import('./bootstrap')`) loads the bootstrap chunks and every shared library they
 * consume, all at once. Without help the browser learns of those files only after it has downloaded
 * and run the entry; `<link rel="preload">` lets it fetch them beside the entry. The chunk loader then
 * finds them in the memory cache; which files are run, and in what order, does not change.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Module types of the federation's sharing: a shared import, and a library the app offers to the page. */
const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

/** @param {string | string[]} scope @param {string} key */
const shareId = (scope, key) => `${[scope].flat().join('|')}/${key}`;

/**
 * The JavaScript files of the chunks the entry's dynamic imports load, of the imports those chunks
 * mark `webpackPreload` (what start-up always loads next, such as the frame), and of the shared
 * libraries all these consume (and the ones those consume in turn). A consume loads the copy its
 * share scope holds, which at the host's start-up is the host's own provided one (the only scope
 * registered yet, shareStrategy loaded-first); a consume nobody provides falls back to its own chunk.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {string[]}
 */
function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  /** @type {Map<string, import('webpack').Module[]>} */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE) continue;
    const { _shareScope, _name } = /** @type {any} */ (module);
    const id = shareId(_shareScope, _name);
    provided.set(id, [...(provided.get(id) ?? []), module]);
  }
  const seen = new Set(entry.chunks);
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {import('webpack').AsyncDependenciesBlock} block */
  const visitBlock = (block) => {
    for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) visitChunk(chunk);
  };
  /** @param {import('webpack').Module} consume */
  const visitConsume = (consume) => {
    const { shareScope, shareKey } = /** @type {any} */ (consume).options;
    const providers = provided.get(shareId(shareScope, shareKey)) ?? [consume];
    for (const module of providers) module.blocks.forEach(visitBlock);
  };
  /** @param {import('webpack').Chunk} chunk */
  const visitChunk = (chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === CONSUME) visitConsume(module);
      for (const block of module.blocks) if (block.groupOptions?.preloadOrder !== undefined) visitBlock(block);
    }
  };
  for (const module of chunkGraph.getChunkEntryModulesIterable(entry.getEntrypointChunk())) {
    module.blocks.forEach(visitBlock);
  }
  return [...files].sort();
}

/**
 * Adds a `<link rel="preload" as="script">` per start-up file to the head of every page the host
 * builds; the files are worked out once per compilation, however many pages there are.
 */
class StartupPreloadPlugin {
  /** @param {{ entry: string }} options */
  constructor({ entry }) {
    this.entry = entry;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      /** @type {string[] | undefined} */
      let files;
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        files ??= startupFiles(compilation, this.entry);
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: data.publicPath + file }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
