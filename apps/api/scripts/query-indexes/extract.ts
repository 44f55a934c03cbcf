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
import { readFilter, readPipeline, readSort, type Op } from './read-query';

export type { Op } from './read-query';

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
