import fs from 'node:fs';
import path from 'node:path';
import { importsOf as deps, resolveImport as resolve, SOURCE } from './imports.js';

/**
 * `vastra/no-cycle`: a module must not import itself back through others, counting every edge the
 * compiler sees — value imports, `import type`, inline `type` specifiers, re-exports and dynamic
 * `import()`. (`import-x/no-cycle` skips type-only imports unconditionally, so a cycle closed by an
 * `import type` passes it: a cycle of types is still a design knot, and the next value import
 * along it turns it into a runtime one.)
 *
 * Specifiers resolve as `tsc` resolves them (`imports.js`, shared with the module graph check).
 */

/** The shortest import path from `start` back to `goal` (files after `start`), or undefined. */
function pathBack(start, goal) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    for (const next of deps(at)) {
      if (next === goal) {
        const route = [];
        for (let f = at; f !== null; f = parent.get(f)) route.unshift(f);
        return route;
      }
      if (!parent.has(next)) {
        parent.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** The module specifier of an import-like node, or undefined. */
function specifierOf(node) {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ExportNamedDeclaration':
    case 'ImportExpression':
      return node.source?.type === 'Literal' && typeof node.source.value === 'string'
        ? node.source.value
        : undefined;
    case 'TSImportEqualsDeclaration':
      return node.moduleReference.type === 'TSExternalModuleReference' &&
        node.moduleReference.expression.type === 'Literal'
        ? String(node.moduleReference.expression.value)
        : undefined;
    default:
      return undefined;
  }
}

export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid import cycles between files, type-only imports included (resolved as tsc does).',
    },
    schema: [],
    messages: {
      cycle:
        'Import cycle: {{route}}. Move what both sides share into a module that imports neither.',
    },
  },
  create(context) {
    const filename = path.resolve(context.physicalFilename ?? context.filename);
    if (!SOURCE.test(filename) || !fs.existsSync(filename)) return {};
    const root = context.cwd ?? process.cwd();
    const rel = (f) => path.relative(root, f) || f;
    const check = (node) => {
      const specifier = specifierOf(node);
      if (!specifier) return;
      const target = resolve(specifier, filename);
      if (!target || target === filename) return;
      const back = pathBack(target, filename);
      if (!back) return;
      context.report({
        node,
        messageId: 'cycle',
        data: { route: [filename, ...back, filename].map(rel).join(' → ') },
      });
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
      TSImportEqualsDeclaration: check,
    };
  },
};
