// @ts-check
/**
 * French typography as a lint rule: a no-break space (written `\u00a0`) before : ; ! ? and », and after
 * «, so that a line never starts with the punctuation and "« Demande »." never leaves its "»." alone
 * on a line (docs/architecture.md, i18n). It reads the French text of the source: every string in a
 * `*.fr.ts` file or in the API's French catalogue, and every string under a property named `fr`. It
 * fixes what it finds (`eslint --fix`).
 */

const NBSP = '\\u00a0';
/** A space a line may break at before this punctuation, or after «; `\\` is an escape that follows (`\n`). */
const BREAKABLE = /« | »|(\S) ([:;!?])(?=$|[\s'"`»),.…\\]|\u00a0)/g;

/** @param {string} text the string as written in the source, quotes excluded */
const withNoBreakSpaces = (text) =>
  text.replace(BREAKABLE, (match, before, mark) => {
    if (match === '« ') return `«${NBSP}`;
    if (match === ' »') return `${NBSP}»`;
    return `${before}${NBSP}${mark}`;
  });

/** @param {string} filename */
const isFrenchFile = (filename) => /\.fr\.ts$/.test(filename) || /platform[\\/]messages[\\/]fr\.ts$/.test(filename);

/** @param {any} node */
function underFrenchProperty(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    const key = parent.type === 'Property' && !parent.computed ? parent.key : null;
    if (key && ((key.type === 'Identifier' && key.name === 'fr') || (key.type === 'Literal' && key.value === 'fr')))
      return true;
  }
  return false;
}

/** @param {any} node a string that is a key, a module name or a type says no text */
function isText(node) {
  const { parent } = node;
  if (parent.type === 'Property' && parent.key === node) return false;
  return ![
    'ImportDeclaration',
    'ExportNamedDeclaration',
    'ExportAllDeclaration',
    'TSLiteralType',
    'ImportExpression',
  ].includes(parent.type);
}

/** @type {import('eslint').Rule.RuleModule} */
const frenchSpacing = {
  meta: {
    type: 'layout',
    fixable: 'code',
    schema: [],
    messages: {
      breakable: 'French text: a no-break space (\\u00a0) goes before : ; ! ? and » and after «, not a space.',
    },
  },
  create(context) {
    const frenchFile = isFrenchFile(context.filename);
    /** @param {any} node @param {string} text */
    const check = (node, text) => {
      if (!isText(node) || !(frenchFile || underFrenchProperty(node))) return;
      BREAKABLE.lastIndex = 0;
      if (!BREAKABLE.test(text)) return;
      const source = context.sourceCode.getText(node);
      const fixed = source[0] + withNoBreakSpaces(source.slice(1, -1)) + source.at(-1);
      context.report({ node, messageId: 'breakable', fix: (fixer) => fixer.replaceText(node, fixed) });
    };
    return {
      /** @param {any} node */
      Literal: (node) => typeof node.value === 'string' && check(node, node.value),
      /** @param {any} node */
      TemplateLiteral: (node) => node.expressions.length === 0 && check(node, node.quasis[0].value.cooked ?? ''),
    };
  },
};

module.exports = { rules: { 'french-spacing': frenchSpacing } };
