// @ts-check
/**
 * V8's explicit compile hint on the files every start-up runs (docs/decisions.md, 72). A script whose
 * first line is this comment is compiled whole when V8 compiles it (on a background thread when the
 * browser streams it), instead of pre-parsed and then compiled again function by function at each
 * first call, inside start-up's longest tasks. Only start-up files carry it: compiling a lazy chunk's
 * code before it is needed would cost time and memory for nothing.
 */
const { Compilation, sources } = require('webpack');
const { startupFiles } = require('./startup-preload');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The entry's own files and, through `startupFiles`, the chunks its dynamic imports load and the
 * shared libraries those consume. For the host the entry is `main`; for a remote it is the federation
 * container (`remoteEntry.js`), whose dynamic imports are the modules it exposes, and whose copies of
 * the shared libraries load only where the page has none.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 */
function hintedFiles(compilation, entryName) {
  const entry = compilation.entrypoints.get(entryName);
  const own = entry ? [...entry.getEntrypointChunk().files].filter((file) => file.endsWith('.js')) : [];
  return [...own, ...startupFiles(compilation, entryName)];
}

/**
 * Prepends the hint once the code is minified (the minifier drops comments) and before content
 * hashes and the compressed twins are made from the final bytes.
 */
class CompileHintsPlugin {
  /** @param {{ entry: string }} options */
  constructor({ entry }) {
    this.entry = entry;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          for (const file of hintedFiles(compilation, this.entry)) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin };
