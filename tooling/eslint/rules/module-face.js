import path from 'node:path';

/**
 * `vastra/module-face`: a business module (`src/modules/<name>/`) is used from outside only
 * through its public face, `src/modules/<name>/index.ts`. Its other files (models, data access,
 * helpers) are private: another module, a flow or the app importing one of them fails lint.
 *
 * Tests and their fixtures may reach inside (they set up and inspect stored data directly); the
 * option `allow` lists file patterns (regular expressions on the path) that are exempt.
 */

const MODULE_FILE = /[\\/]src[\\/]modules[\\/]([^\\/]+)[\\/](.+)$/;

function moduleOf(file) {
  const m = MODULE_FILE.exec(file);
  return m ? { name: m[1], rest: m[2], root: file.slice(0, m.index) } : null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Import another module only through its index (its public face).' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      private:
        "'{{specifier}}' is private to the {{module}} module: import it from the module's face ('{{face}}') and export it there if other modules need it.",
    },
  },
  create(context) {
    const filename = path.resolve(context.physicalFilename ?? context.filename);
    const allow = (context.options[0]?.allow ?? []).map((p) => new RegExp(p));
    if (allow.some((re) => re.test(filename))) return {};
    const mine = moduleOf(filename);
    const check = (node, source) => {
      const specifier = source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), specifier);
      const theirs = moduleOf(target + path.sep + 'x');
      if (!theirs) return;
      // `rest` of a folder-or-file target: 'x' means the module folder itself (its index).
      const inner = moduleOf(target);
      if (mine && mine.name === theirs.name && mine.root === theirs.root) return;
      if (!inner || inner.rest === 'index' || inner.rest === 'index.ts') return;
      const faceAbs = path.join(theirs.root, 'src', 'modules', theirs.name);
      let face = path.relative(path.dirname(filename), faceAbs).split(path.sep).join('/');
      if (!face.startsWith('.')) face = './' + face;
      context.report({
        node,
        messageId: 'private',
        data: { specifier, module: theirs.name, face },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source),
    };
  },
};
