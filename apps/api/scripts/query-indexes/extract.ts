/**
 * Finds each `<X>Model.<find|findOne|countDocuments|updateOne|…>(filter)` call in the modules'
 * services (TypeScript AST; tests, fixtures and the seed excluded) with its filter fields, operators
 * and chained `.sort()`. Filters built at run time are read from the table of declared shapes
 * (`dynamic-shapes.ts`); a call site whose filter cannot be read and has no entry there is reported
 * as unread.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The kind of condition on a field: equality (`$in`, `$eq`, an embedded document, `$size`), a range
 * (`$gt/$gte/$lt/$lte`), a regular expression anchored at the start (an index range) or not
 * (`text`: a contains-search, which no B-tree index can seek), `$exists`, or `$ne/$nin`.
 */
export type Op = 'eq' | 'range' | 'regex' | 'text' | 'exists' | 'ne';
export interface QueryShape {
  site: string;
  model: string;
  method: string;
  /** field → kind of condition */
  filter: Record<string, Op>;
  sort: Record<string, 1 | -1>;
  note?: string;
}

/** A shape a run-time filter can send; `only` limits it to some query methods of the call sites. */
export type DeclaredShape = Omit<QueryShape, 'site' | 'model' | 'method'> & { only?: string[] };
/** Declared shapes by `file:function` (file relative to the modules folder). */
export type DynamicShapes = Record<string, DeclaredShape[]>;

/** The API's modules: where the services' queries are read from. */
export const API_MODULES = resolve(import.meta.dirname, '../../src/modules');

const QUERY_METHODS = new Set([
  'find',
  'findOne',
  'findById',
  'findByIdAndUpdate',
  'findByIdAndDelete',
  'findOneAndUpdate',
  'findOneAndDelete',
  'findOneAndReplace',
  'countDocuments',
  'exists',
  'distinct',
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'replaceOne',
  'aggregate',
]);

/** The service files under `dir`: TypeScript, tests and fixtures left out. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listFiles(path);
    return /\.ts$/.test(name) && !/\.(test|spec)\.ts$/.test(name) && !/fixtures\.ts$/.test(name)
      ? [path]
      : [];
  });
}

const propName = (name: ts.PropertyName): string | null =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)
    ? name.text
    : null;

/** The named functions around a node, innermost first (services nest helpers inside their functions). */
function enclosingFunctions(node: ts.Node): string[] {
  const names: string[] = [];
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name)
      names.push(n.name.getText());
    else if (
      (ts.isArrowFunction(n) || ts.isFunctionExpression(n)) &&
      ts.isVariableDeclaration(n.parent)
    )
      names.push(n.parent.name.getText());
  }
  return names.length ? names : ['(module)'];
}

const isFunctionLike = (n: ts.Node): n is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(n) ||
  ts.isMethodDeclaration(n) ||
  ts.isArrowFunction(n) ||
  ts.isFunctionExpression(n);

/**
 * The object literal a `const x = {…}` identifier names, looked up scope by scope from the use
 * outwards; null when it is a parameter or not an object literal (then the filter is dynamic).
 */
function resolveConst(id: ts.Identifier): ts.ObjectLiteralExpression | null {
  const declaredIn = (
    statements: readonly ts.Statement[],
  ): ts.ObjectLiteralExpression | null | undefined => {
    for (const st of statements) {
      if (!ts.isVariableStatement(st)) continue;
      for (const d of st.declarationList.declarations) {
        if (!ts.isIdentifier(d.name) || d.name.text !== id.text) continue;
        let init = d.initializer;
        while (
          init &&
          (ts.isAsExpression(init) ||
            ts.isSatisfiesExpression(init) ||
            ts.isParenthesizedExpression(init))
        )
          init = init.expression;
        return init && ts.isObjectLiteralExpression(init) ? init : null;
      }
    }
    return undefined;
  };
  for (let n: ts.Node | undefined = id.parent; n; n = n.parent) {
    if (ts.isBlock(n) || ts.isSourceFile(n)) {
      const hit = declaredIn(n.statements);
      if (hit !== undefined) return hit;
    }
    if (
      isFunctionLike(n) &&
      n.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === id.text)
    )
      return null;
  }
  return null;
}

/** `regex` when the pattern is anchored at the start (an index can seek its prefix), else `text`. */
const regexKind = (pattern: string): Op => (pattern.startsWith('^') ? 'regex' : 'text');

function opOf(value: ts.Expression): Op {
  if (ts.isRegularExpressionLiteral(value)) return regexKind(value.text.slice(1));
  if (ts.isObjectLiteralExpression(value)) {
    const regex = value.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && propName(p.name) === '$regex',
    );
    if (regex)
      return ts.isStringLiteral(regex.initializer) ||
        ts.isRegularExpressionLiteral(regex.initializer)
        ? regexKind(regex.initializer.text.replace(/^\//, ''))
        : 'text';
    const keys = value.properties.map((p) => (p.name ? propName(p.name) : null));
    if (keys.some((k) => k === '$gt' || k === '$gte' || k === '$lt' || k === '$lte'))
      return 'range';
    if (keys.some((k) => k === '$exists')) return 'exists';
    if (keys.some((k) => k === '$ne' || k === '$nin')) return 'ne';
    return 'eq'; // $in, $eq, or an embedded-document equality
  }
  return 'eq';
}

/** Reads an object-literal filter; null when it is not statically readable. */
function readFilter(expr: ts.Expression | undefined): Record<string, Op>[] | null {
  if (!expr) return [{}];
  let e = expr;
  while (ts.isAsExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
  if (ts.isIdentifier(e)) {
    const obj = resolveConst(e);
    return obj ? readFilter(obj) : null;
  }
  if (!ts.isObjectLiteralExpression(e)) return null;
  const base: Record<string, Op> = {};
  let branches: Record<string, Op>[] | null = null;
  for (const p of e.properties) {
    if (ts.isShorthandPropertyAssignment(p)) {
      base[p.name.text] = 'eq';
      continue;
    }
    if (!ts.isPropertyAssignment(p)) return null; // spread or method: dynamic
    const key = propName(p.name);
    if (key === null) return null;
    if (key === '$or' || key === '$and') {
      if (!ts.isArrayLiteralExpression(p.initializer)) return null;
      const parts = p.initializer.elements.map((el) => readFilter(el));
      if (parts.some((x) => x === null)) return null;
      const flat = parts.flatMap((x) => x ?? []);
      if (key === '$and') flat.forEach((f) => Object.assign(base, f));
      else branches = flat;
      continue;
    }
    base[key] = opOf(p.initializer);
  }
  return branches ? branches.map((b) => ({ ...base, ...b })) : [base];
}

function readSort(call: ts.CallExpression): Record<string, 1 | -1> | null {
  // Walk up `Model.find(…).select(…).sort({…}).limit(…)` chains.
  let node: ts.Node = call;
  while (ts.isPropertyAccessExpression(node.parent) && ts.isCallExpression(node.parent.parent)) {
    const method = node.parent.name.text;
    const next = node.parent.parent;
    if (method === 'sort') return readSortLiteral(next.arguments[0]);
    node = next;
  }
  return {};
}

/** The sort of a `$sort` stage as an object literal; null when it is not one. */
function readSortLiteral(arg: ts.Expression | undefined): Record<string, 1 | -1> | null {
  if (arg && ts.isIdentifier(arg)) arg = resolveConst(arg) ?? arg;
  if (!arg || !ts.isObjectLiteralExpression(arg)) return null;
  const sort: Record<string, 1 | -1> = {};
  for (const p of arg.properties) {
    if (!ts.isPropertyAssignment(p)) return null;
    const key = propName(p.name);
    if (key === null) return null;
    sort[key] =
      p.initializer.getText().includes('-1') || /desc/.test(p.initializer.getText()) ? -1 : 1;
  }
  return sort;
}

/** An aggregation's leading `$match` and `$sort` stages (what an index can serve). */
function readPipeline(first: ts.Expression | undefined): {
  filters: Record<string, Op>[] | null;
  sort: Record<string, 1 | -1> | null;
} {
  if (!first || !ts.isArrayLiteralExpression(first)) return { filters: null, sort: null };
  const stage = (el: ts.Expression | undefined, name: string) =>
    el && ts.isObjectLiteralExpression(el)
      ? el.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && propName(p.name) === name,
        )
      : undefined;
  const [a, b] = first.elements;
  const match = stage(a, '$match');
  const sortStage = match ? stage(b, '$sort') : stage(a, '$sort');
  if (!match && !sortStage) return { filters: null, sort: null };
  return {
    filters: match ? readFilter(match.initializer) : [{}],
    sort: sortStage ? readSortLiteral(sortStage.initializer) : {},
  };
}

/**
 * Every query shape of the `.ts` files under `modulesDir`, with `dynamic` describing the filters
 * built at run time; `unread` lists the call sites whose filter could not be read and have no entry.
 */
export function extractShapes(
  modulesDir: string,
  dynamic: DynamicShapes,
): { shapes: QueryShape[]; unread: string[] } {
  const shapes: QueryShape[] = [];
  const unread: string[] = [];
  for (const path of listFiles(modulesDir)) {
    const text = readFileSync(path, 'utf8');
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const rel = relative(modulesDir, path);
    const visit = (n: ts.Node) => {
      if (
        ts.isCallExpression(n) &&
        ts.isPropertyAccessExpression(n.expression) &&
        ts.isIdentifier(n.expression.expression) &&
        /Model$/.test(n.expression.expression.text) &&
        QUERY_METHODS.has(n.expression.name.text)
      ) {
        const model = n.expression.expression.text;
        const method = n.expression.name.text;
        const line = file.getLineAndCharacterOfPosition(n.getStart()).line + 1;
        const site = `${rel}:${line}`;
        const fns = enclosingFunctions(n);
        const fn = fns.find((f) => dynamic[`${rel}:${f}`]) ?? fns[0] ?? '(module)';
        let filters: Record<string, Op>[] | null;
        let pipelineSort: Record<string, 1 | -1> | null = {};
        if (method.startsWith('findById')) filters = [{ _id: 'eq' }];
        else if (method === 'distinct')
          filters = n.arguments[1] ? readFilter(n.arguments[1]) : [{}];
        else if (method === 'aggregate') {
          const pipeline = readPipeline(n.arguments[0]);
          filters = pipeline.filters;
          pipelineSort = pipeline.sort;
        } else filters = readFilter(n.arguments[0]);
        const sort = method === 'aggregate' ? pipelineSort : readSort(n);
        const declared = dynamic[`${rel}:${fn}`];
        const sorts =
          method === 'find' ||
          method === 'findOne' ||
          method === 'findOneAndUpdate' ||
          method === 'findOneAndDelete' ||
          method === 'aggregate';
        if ((filters === null || sort === null) && declared) {
          const seen = new Set<string>();
          for (const { only, ...d } of declared) {
            if (only && !only.includes(method)) continue;
            const shape = {
              site,
              model,
              method,
              ...d,
              sort: sorts ? d.sort : {},
              note: sorts ? d.note : undefined,
            };
            const id = JSON.stringify([shape.filter, shape.sort]);
            if (!seen.has(id)) shapes.push(shape);
            seen.add(id);
          }
        } else if (filters === null || sort === null) {
          unread.push(`${site} ${model}.${method} in ${fn}()`);
        } else {
          const distinctField =
            method === 'distinct' && n.arguments[0] && ts.isStringLiteral(n.arguments[0])
              ? n.arguments[0].text
              : null;
          for (const f of filters) {
            shapes.push({
              site,
              model,
              method,
              filter: f,
              sort: distinctField && Object.keys(f).length === 0 ? { [distinctField]: 1 } : sort,
              note: distinctField ? `distinct ${distinctField}` : undefined,
            });
          }
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(file);
  }
  return { shapes, unread };
}
