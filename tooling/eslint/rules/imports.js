import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The in-repo import edges the compiler sees, shared by `vastra/no-cycle` and the module graph
 * check: specifiers resolve as `tsc` resolves them, with the tsconfig nearest each file (so `@/…`
 * paths and `.ts` extensions work in every package); packages under node_modules (workspace
 * packages included) and declaration files are not followed.
 */

/** tsconfig path → { options, cache } (one parse per project per process). */
const projects = new Map();
/** directory → tsconfig path (or null when none). */
const configOf = new Map();
/** file → { mtimeMs, deps } (deps: resolved in-repo files the file imports). */
const depsOf = new Map();

export const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

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
export function resolveImport(specifier, file) {
  const { options, cache } = project(file);
  const r = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule;
  if (!r || r.isExternalLibraryImport) return undefined;
  const target = path.resolve(r.resolvedFileName);
  if (target.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
  if (/\.d\.[cm]?ts$/.test(target) || !SOURCE.test(target)) return undefined;
  return target;
}

/** Every in-repo file `file` imports (statically, type-only, re-exported or dynamically). */
export function importsOf(file) {
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
    const target = resolveImport(fileName, file);
    if (target && !out.includes(target)) out.push(target);
  }
  depsOf.set(file, { mtimeMs, deps: out });
  return out;
}
