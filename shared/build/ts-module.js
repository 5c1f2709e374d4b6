// @ts-check
/**
 * Reads a small TypeScript data module (the remotes list, a route declaration, the port rule) from
 * JavaScript build configs, so those facts are written once, in TypeScript, next to the code that
 * uses them. The module may import types and other such modules by relative path, nothing else.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { transformSync } = require('@swc/core');

/**
 * @param {string} file absolute path of a .ts file
 * @returns {Record<string, any>} its exports
 */
function readTsModule(file) {
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: /** @type {Record<string, any>} */ ({}) };
  const require = (/** @type {string} */ request) => {
    if (!request.startsWith('.')) throw new Error(`${file} imports ${request}: only types and relative data modules`);
    return readTsModule(path.resolve(path.dirname(file), request.endsWith('.ts') ? request : `${request}.ts`));
  };
  vm.runInNewContext(code, { module, exports: module.exports, require });
  return module.exports;
}

module.exports = { readTsModule };
