/**
 * Reads a query call's filter and sort from the TypeScript AST: object literals (also through a
 * `const` in scope), `$or`/`$and`, operators by kind, chained `.sort()`, and an aggregation's
 * leading `$match` and `$sort`. Null wherever the value is built at run time.
 */
import ts from 'typescript';

/**
 * The kind of condition on a field: equality (`$in`, `$eq`, an embedded document, `$size`), a range
 * (`$gt/$gte/$lt/$lte`), a regular expression anchored at the start (an index range) or not
 * (`text`: a contains-search, which no B-tree index can seek), `$exists`, or `$ne/$nin`.
 */
export type Op = 'eq' | 'range' | 'regex' | 'text' | 'exists' | 'ne';

const propName = (name: ts.PropertyName): string | null =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)
    ? name.text
    : null;

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
export function readFilter(expr: ts.Expression | undefined): Record<string, Op>[] | null {
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

export function readSort(call: ts.CallExpression): Record<string, 1 | -1> | null {
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
export function readPipeline(first: ts.Expression | undefined): {
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
