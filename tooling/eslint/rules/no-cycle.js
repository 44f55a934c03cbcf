import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * `vastra/no-cycle`: a module must not import itself back through others, counting every edge the
 * compiler sees — value imports, `import type`, inline `type` specifiers, re-exports and dynamic
 * `import()`. (`import-x/no-cycle` skips type-only imports unconditionally, so a cycle closed by an
 * `import type` passes it: a cycle of types is still a design knot, and the next value import
 * along it turns it into a runtime one.)
 *
 * Specifiers resolve as `tsc` resolves them, with the tsconfig nearest each file (so `@/…` paths
 * and `.ts` extensions work in every package); packages under node_modules (workspace packages
 * included) and declaration files are not followed.
 */

/** tsconfig path → { options, cache } (one parse per project per process). */
const projects = new Map();
/** directory → tsconfig path (or null when none). */
const configOf = new Map();
/** file → { mtimeMs, deps } (deps: resolved in-repo files the file imports). */
const depsOf = new Map();

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

function findConfig(dir) {
  if (configOf.has(dir)) return configOf.get(dir);
  const found = ts.findConfigFile(dir, ts.sys.fileExists, 'tsconfig.json') ?? null;
  configOf.set(dir, found);
  return found;
}

function project(file) {
  const configPath = findConfig(path.dirname(file));
  const key = configPath ?? '';
  let p = projects.get(key);
  if (!p) {
    let options = { moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: true };
    if (configPath) {
      const parsed = ts.getParsedCommandLineOfConfigFile(
        configPath,
        {},
        {
          ...ts.sys,
          onUnRecoverableConfigFileDiagnostic: () => {},
        },
      );
      if (parsed) options = parsed.options;
    }
    const cache = ts.createModuleResolutionCache(
      path.dirname(configPath ?? file),
      (f) => f,
      options,
    );
    p = { options, cache };
    projects.set(key, p);
  }
  return p;
}

/** The in-repo source file `specifier` resolves to from `file`, or undefined. */
function resolve(specifier, file) {
  const { options, cache } = project(file);
  const r = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule;
  if (!r || r.isExternalLibraryImport) return undefined;
  const target = path.resolve(r.resolvedFileName);
  if (target.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
  if (/\.d\.[cm]?ts$/.test(target) || !SOURCE.test(target)) return undefined;
  return target;
}

/** Every in-repo file `file` imports (statically, type-only, re-exported or dynamically). */
function deps(file) {
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = depsOf.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.deps;
  const text = fs.readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const out = [];
  for (const { fileName } of importedFiles) {
    const target = resolve(fileName, file);
    if (target && !out.includes(target)) out.push(target);
  }
  depsOf.set(file, { mtimeMs, deps: out });
  return out;
}

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
