// @ts-check
/**
 * The API runs a few shared modules (field rules, validation messages, the language rule) that
 * tsconfig.json maps by alias to their TypeScript source. tsc neither emits those files nor
 * rewrites the alias, so this step, run after `tsc -p tsconfig.build.json` (which type-checks
 * them), writes each one to dist/node_modules/<alias>.js: Node's require() looks in the nearest
 * node_modules folder first, so dist/main.js finds them there, in the repository and in the image.
 * Contract types are imported as types only and never reach run time, so they are skipped.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const API = path.resolve(__dirname, '..');
const TYPE_ONLY = new Set(['@portal/kit/contracts']);

const { config, error } = ts.readConfigFile(path.join(API, 'tsconfig.json'), ts.sys.readFile);
if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
const paths = /** @type {Record<string, string[]>} */ (config.compilerOptions.paths);

/**
 * Writes one module and, under the same relative layout, every module it requires by a relative
 * path (the kit's validation messages use its translation helper): an alias names a file under its
 * package's src/, so `@portal/kit/validation/messages` + `../i18n/define` lands at `@portal/kit/i18n/define`.
 */
function emit(sourceFile, targetFile, written) {
  if (written.has(targetFile)) return;
  written.add(targetFile);
  const { outputText } = ts.transpileModule(fs.readFileSync(sourceFile, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: sourceFile,
  });
  fs.mkdirSync(path.dirname(targetFile), { recursive: true });
  fs.writeFileSync(targetFile, outputText);
  for (const [, relative] of outputText.matchAll(/require\("(\.\.?\/[^"]+)"\)/g)) {
    emit(
      path.resolve(path.dirname(sourceFile), `${relative}.ts`),
      path.resolve(path.dirname(targetFile), `${relative}.js`),
      written,
    );
  }
}

const written = new Set();
for (const [alias, [source]] of Object.entries(paths)) {
  if (TYPE_ONLY.has(alias) || !source) continue;
  emit(path.join(API, source), path.join(API, 'dist', 'node_modules', `${alias}.js`), written);
}
