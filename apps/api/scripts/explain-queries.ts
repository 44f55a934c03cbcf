/**
 * Every query the API makes, with the index that serves it.
 *
 *   pnpm --filter @vastra/api explain                     # static check + plans on the engine startMongo picks
 *   MONGODB_URI=mongodb://127.0.0.1:27017 pnpm --filter @vastra/api explain   # plans from a real mongod
 *
 * 1. Finds each `<X>Model.<find|findOne|countDocuments|updateOne|…>(filter)` call in the modules'
 *    services (TypeScript AST; tests and the seed excluded) with its filter fields, operators and
 *    chained `.sort()`. Filters built at run time are described in DYNAMIC_SHAPES below (keep in
 *    step with the services; the script says which call sites it could not read).
 * 2. Checks each shape against the indexes the model declares (`Model.schema.indexes()` plus `_id`):
 *    an index serves a query when its leading keys are equality fields of the filter, followed by
 *    the sort keys or a range field (the ESR rule); a query no index can start is UNCOVERED.
 * 3. Asks the database for the plan (`explain`, queryPlanner) with placeholder values on an empty
 *    scratch database with the declared indexes. A real mongod answers IXSCAN/COLLSCAN; the in-repo
 *    wire engine has no planner and says so.
 * Prints figures and findings; exits 1 only when a query is uncovered (`--strict`), else 0.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import mongoose, { type Model } from 'mongoose';
import ts from 'typescript';

const API_ROOT = resolve(import.meta.dirname, '..');
const MODULES = join(API_ROOT, 'src/modules');

type Op = 'eq' | 'range' | 'regex' | 'exists' | 'ne';
export interface QueryShape {
  site: string;
  model: string;
  method: string;
  /** field → kind of condition */
  filter: Record<string, Op>;
  sort: Record<string, 1 | -1>;
  note?: string;
}

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

/**
 * Filters the AST cannot read (built in a variable or a helper), by `file:function`. Each entry
 * lists the shapes that function can send.
 */
const DYNAMIC_SHAPES: Record<
  string,
  (Omit<QueryShape, 'site' | 'model' | 'method'> & { only?: string[] })[]
> = {
  'catalog/catalog.service.ts:pageOf': [
    // Without a filter the count is estimatedDocumentCount (collection metadata), so only find.
    {
      filter: {},
      sort: { createdAt: -1, _id: -1 },
      note: 'GET /products (all, newest)',
      only: ['find'],
    },
    {
      filter: {},
      sort: { ratings: -1, reviewCount: -1, _id: -1 },
      note: 'GET /products?sort=popular',
      only: ['find'],
    },
    { filter: { trending: 'eq' }, sort: { createdAt: -1, _id: -1 }, note: 'trending' },
    {
      filter: { trending: 'eq' },
      sort: { ratings: -1, reviewCount: -1, _id: -1 },
      note: 'trending, popular',
    },
    { filter: { category: 'eq' }, sort: { createdAt: -1, _id: -1 }, note: 'category listing' },
    {
      filter: { category: 'eq', subcategory: 'eq' },
      sort: { createdAt: -1, _id: -1 },
      note: 'subcategory listing',
    },
  ],
  // Back office: the default (newest first, archived left out) and by category; the sorts by name,
  // price or stock have no index and scan (a staff page, a few thousand documents).
  'catalog/admin/products.admin.service.ts:listAdminProducts': [
    { filter: { status: 'ne' }, sort: { createdAt: -1, _id: -1 }, note: 'back office list' },
    {
      filter: { category: 'eq', status: 'ne' },
      sort: { createdAt: -1, _id: -1 },
      note: 'back office list, one category',
    },
  ],
  'staff/audit.service.ts:listAudit': [
    // Without a filter the count is estimatedDocumentCount, so only find.
    { filter: {}, sort: { at: -1, _id: -1 }, note: 'audit log, newest', only: ['find'] },
    { filter: { action: 'eq' }, sort: { at: -1, _id: -1 }, note: 'by action' },
    {
      filter: { 'entity.type': 'eq', 'entity.id': 'eq' },
      sort: { at: -1, _id: -1 },
      note: 'one thing’s history',
    },
    { filter: { 'actor.id': 'eq' }, sort: { at: -1, _id: -1 }, note: 'by staff member' },
  ],
  'catalog/admin/product-write.ts:taken': [
    { filter: { slug: 'eq' }, sort: {}, note: 'slug free? (create)' },
    { filter: { slug: 'eq', _id: 'ne' }, sort: {}, note: 'slug free? (edit)' },
  ],
  'catalog/search-database.ts:loadSearchSources': [
    { filter: {}, sort: { _id: 1 }, note: 'search index load, first page' },
    { filter: { _id: 'range' }, sort: { _id: 1 }, note: 'search index load, next pages' },
  ],
  'catalog/search-database.ts:databaseSearch': [
    {
      filter: { searchTerms: 'eq' },
      sort: {},
      note: 'catalogue words answering each query word ($and/$or of one $in per word)',
    },
  ],
  'cart/cart.service.ts:removeOrderedLines': [
    {
      filter: { user: 'eq', product: 'eq', size: 'eq' },
      sort: {},
      note: 'ordered lines ($or of one per line)',
    },
  ],
  'coupons/coupon.data.ts:clearBagCouponCode': [
    { filter: { user: 'eq' }, sort: {}, note: 'any code' },
    { filter: { user: 'eq', code: 'eq' }, sort: {}, note: 'only while it is that code' },
  ],
  'reviews/reviews.service.ts:listReviews': [
    { filter: { product: 'eq' }, sort: { createdAt: -1, _id: -1 }, note: 'newest' },
    { filter: { product: 'eq' }, sort: { createdAt: 1, _id: 1 }, note: 'oldest' },
    { filter: { product: 'eq' }, sort: { rating: -1, createdAt: -1, _id: -1 }, note: 'highest' },
    { filter: { product: 'eq' }, sort: { rating: 1, createdAt: -1, _id: -1 }, note: 'lowest' },
    { filter: { product: 'eq' }, sort: { helpful: -1, createdAt: -1, _id: -1 }, note: 'helpful' },
    {
      filter: { product: 'eq', rating: 'eq' },
      sort: { createdAt: -1, _id: -1 },
      note: 'rating filter',
    },
  ],
  'users/users.service.ts:resetPassword': [
    {
      filter: { resetTokenHash: 'eq', resetTokenExpiresAt: 'range' },
      sort: {},
      note: 'live reset token',
    },
  ],
};

// ---------------------------------------------------------------- static extraction

function listFiles(dir: string): string[] {
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

function opOf(value: ts.Expression): Op {
  if (ts.isRegularExpressionLiteral(value)) return 'regex';
  if (ts.isObjectLiteralExpression(value)) {
    const keys = value.properties.map((p) => (p.name ? propName(p.name) : null));
    if (keys.some((k) => k === '$regex')) return 'regex';
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
    if (method === 'sort') {
      let arg = next.arguments[0];
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
    node = next;
  }
  return {};
}

export function extractShapes(): { shapes: QueryShape[]; unread: string[] } {
  const shapes: QueryShape[] = [];
  const unread: string[] = [];
  for (const path of listFiles(MODULES)) {
    const text = readFileSync(path, 'utf8');
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const rel = relative(MODULES, path);
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
        const fn = fns.find((f) => DYNAMIC_SHAPES[`${rel}:${f}`]) ?? fns[0] ?? '(module)';
        let filters: Record<string, Op>[] | null;
        if (method.startsWith('findById')) filters = [{ _id: 'eq' }];
        else if (method === 'distinct')
          filters = n.arguments[1] ? readFilter(n.arguments[1]) : [{}];
        else if (method === 'aggregate') {
          const first = n.arguments[0];
          const match =
            first &&
            ts.isArrayLiteralExpression(first) &&
            first.elements[0] &&
            ts.isObjectLiteralExpression(first.elements[0])
              ? first.elements[0].properties.find(
                  (p): p is ts.PropertyAssignment =>
                    ts.isPropertyAssignment(p) && propName(p.name) === '$match',
                )
              : undefined;
          filters = match ? readFilter(match.initializer) : null;
        } else filters = readFilter(n.arguments[0]);
        const sort = readSort(n);
        const declared = DYNAMIC_SHAPES[`${rel}:${fn}`];
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

// ---------------------------------------------------------------- index coverage

type IndexKey = Record<string, number | string>;

/**
 * Does this index serve the shape? null: it cannot start the query; otherwise what is left to do in
 * memory (empty = fully served: equality prefix, then the sort keys or a range field — the ESR rule).
 */
export function serves(
  key: IndexKey,
  shape: QueryShape,
  unique = false,
): { left: string[]; cost: number } | null {
  const fields = Object.keys(key);
  const filterFields = Object.keys(shape.filter);
  const eq = new Set(
    Object.entries(shape.filter)
      .filter(([, op]) => op === 'eq')
      .map(([f]) => f),
  );
  const others = filterFields.filter((f) => !eq.has(f));
  const first = fields[0] ?? '';
  const sortKeys = Object.keys(shape.sort);
  if (!(
    eq.has(first) ||
    others.includes(first) ||
    (filterFields.length === 0 && sortKeys[0] === first)
  ))
    return null;
  // A point lookup on _id or on every key of a unique index touches one document: nothing else to do.
  if ((first === '_id' && eq.has('_id')) || (unique && fields.every((f) => eq.has(f))))
    return { left: [], cost: -fields.length };
  let i = 0;
  while (i < fields.length && eq.has(fields[i] ?? '')) i += 1;
  const left: string[] = [];
  const inPrefix = new Set(fields.slice(0, i));
  const extraEq = [...eq].filter((f) => !inPrefix.has(f));
  // Sort keys must follow the equality prefix in order, all in the index's direction or all reversed;
  // a trailing _id tie-break on a non-unique key is what mongod does anyway (cheap), so it is ignored.
  let j = i;
  let dir = 0;
  let sortServed = true;
  for (const sk of sortKeys) {
    if (eq.has(sk)) continue;
    const k = fields[j];
    if (k === sk) {
      const d = Number(key[k]) * (shape.sort[sk] ?? 1);
      if (dir === 0) dir = d;
      if (d !== dir) sortServed = false;
      j += 1;
    } else if (sk === '_id' && j === fields.length) {
      break;
    } else {
      sortServed = false;
      break;
    }
  }
  if (!sortServed) left.push(`in-memory sort ${fmtObj(shape.sort)}`);
  const rangeInIndex = others.filter((f) => fields.slice(i).includes(f));
  const residual = [...extraEq, ...others.filter((f) => !rangeInIndex.includes(f))];
  if (residual.length) left.push(`filter ${residual.join(', ')} on fetched documents`);
  // Fewer leftovers first; then the longer equality prefix.
  return { left, cost: residual.length * 10 + (sortServed ? 0 : 10) - i };
}

interface DeclaredIndex {
  key: IndexKey;
  name: string;
  unique: boolean;
}

function indexesOf(model: Model<unknown>): DeclaredIndex[] {
  const declared = model.schema.indexes().map(([key, opts]) => ({
    key: key as IndexKey,
    unique: (opts as { unique?: boolean }).unique === true,
    name:
      (opts as { name?: string }).name ??
      Object.entries(key)
        .map(([k, v]) => `${k}_${String(v)}`)
        .join('_'),
  }));
  return [{ key: { _id: 1 }, name: '_id_', unique: true }, ...declared];
}

// ---------------------------------------------------------------- explain

function placeholder(model: Model<unknown>, field: string): unknown {
  const schema = model.schema;
  let type: string | undefined = schema.path(field)?.instance;
  if (!type && field.includes('.')) {
    const [head, ...rest] = field.split('.');
    const sub = (schema.path(head ?? '') as unknown as { schema?: mongoose.Schema } | undefined)
      ?.schema;
    type = sub?.path(rest.join('.'))?.instance;
  }
  if (field === '_id' || type === 'ObjectId' || type === 'ObjectID')
    return new mongoose.Types.ObjectId();
  if (type === 'Number') return 1;
  if (type === 'Boolean') return true;
  if (type === 'Date') return new Date();
  return 'x';
}

function filterFor(model: Model<unknown>, shape: QueryShape): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, op] of Object.entries(shape.filter)) {
    const v = placeholder(model, field);
    out[field] =
      op === 'eq'
        ? v
        : op === 'regex'
          ? /^x/
          : op === 'exists'
            ? { $exists: true }
            : op === 'ne'
              ? { $ne: v }
              : { $gte: v };
  }
  return out;
}

interface PlanStage {
  stage?: string;
  indexName?: string;
  inputStage?: PlanStage;
  inputStages?: PlanStage[];
}

function describePlan(plan: PlanStage | undefined): string {
  const stages: string[] = [];
  const walk = (p: PlanStage | undefined) => {
    if (!p) return;
    stages.push(p.indexName ? `${p.stage}(${p.indexName})` : String(p.stage));
    walk(p.inputStage);
    p.inputStages?.forEach(walk);
  };
  walk(plan);
  return stages.join(' ← ');
}

const fmtObj = (o: Record<string, unknown>) =>
  Object.keys(o).length
    ? `{ ${Object.entries(o)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(', ')} }`
    : '{}';

async function explain(model: Model<unknown>, shape: QueryShape): Promise<string> {
  const filter = filterFor(model, shape);
  const db = model.db.db;
  if (!db) return 'no database';
  try {
    const cmd = { find: model.collection.collectionName, filter, sort: shape.sort, limit: 20 };
    const res = (await db.command({ explain: cmd, verbosity: 'queryPlanner' })) as {
      queryPlanner?: { winningPlan?: PlanStage & { queryPlan?: PlanStage } };
    };
    const winning = res.queryPlanner?.winningPlan;
    return describePlan(winning?.queryPlan ?? winning) || 'no plan in the answer';
  } catch (err) {
    const e = err as { code?: number; codeName?: string; message?: string };
    return `explain unsupported by this engine (${e.codeName ?? e.code ?? ''}: ${e.message ?? String(err)})`;
  }
}

// ---------------------------------------------------------------- main

async function loadModels(): Promise<Map<string, Model<unknown>>> {
  const models = new Map<string, Model<unknown>>();
  for (const path of listFiles(MODULES).filter((p) => p.endsWith('.model.ts'))) {
    const mod = (await import(path)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === 'function' && 'schema' in value && 'collection' in value)
        models.set(name, value as Model<unknown>);
    }
  }
  return models;
}

async function main(): Promise<void> {
  const strict = process.argv.includes('--strict');
  const { shapes, unread } = extractShapes();
  const models = await loadModels();

  const { startMongo } = await import('@vastra/mongo-engine');
  const mongo = await startMongo({ log: false });
  await mongoose.connect(mongo.uri, { dbName: `vastra_explain_${Date.now()}` });
  for (const m of models.values()) await m.createCollection().catch(() => undefined);
  await Promise.all([...models.values()].map((m) => m.createIndexes()));

  console.info(
    `Vastra API — queries and their indexes (${shapes.length} query shapes at ${new Set(shapes.map((s) => s.site)).size} call sites; engine=${mongo.engine})\n`,
  );
  const uncovered: string[] = [];
  const partial: string[] = [];
  const collscans: string[] = [];
  let explainWorks: boolean | undefined;
  let byModel = '';
  for (const shape of [...shapes].sort(
    (a, b) => a.model.localeCompare(b.model) || a.site.localeCompare(b.site),
  )) {
    const model = models.get(shape.model);
    if (byModel !== shape.model) {
      byModel = shape.model;
      const idx = model
        ? indexesOf(model)
            .map((i) => fmtObj(i.key))
            .join('  ')
        : '(model not found)';
      console.info(`${shape.model} — indexes: ${idx}`);
    }
    if (!model) continue;
    const candidates = indexesOf(model)
      .map((i) => ({ i, v: serves(i.key, shape, i.unique) }))
      .flatMap((x) => (x.v ? [{ i: x.i, left: x.v.left, cost: x.v.cost }] : []))
      .sort((a, b) => a.cost - b.cost);
    const best = candidates[0];
    const verdict = !best
      ? 'UNCOVERED (collection scan)'
      : best.left.length
        ? `${best.i.name}, then ${best.left.join('; ')}`
        : best.i.name;
    const label = `${shape.site.padEnd(34)} ${shape.method.padEnd(17)} ${fmtObj(shape.filter)}${Object.keys(shape.sort).length ? ` sort ${fmtObj(shape.sort)}` : ''}${shape.note ? `  [${shape.note}]` : ''}`;
    let line = `  ${label}\n      index: ${verdict}`;
    if (explainWorks !== false) {
      const plan = await explain(model, shape);
      if (plan.startsWith('explain unsupported')) {
        explainWorks = false;
        console.info(`  (${plan}; plans skipped, static check only)`);
      } else {
        explainWorks = true;
        line += `\n      plan:  ${plan}${/COLLSCAN/.test(plan) ? '   ← COLLSCAN' : ''}`;
        if (/COLLSCAN/.test(plan)) collscans.push(label);
      }
    }
    console.info(line);
    if (!best) uncovered.push(label);
    else if (best.left.length) partial.push(label);
  }

  console.info('\nSummary');
  console.info(
    `  ${uncovered.length === 0 ? 'PASS' : 'MISS'}  every query shape starts with a declared index (${uncovered.length} uncovered)`,
  );
  for (const u of uncovered) console.info(`        UNCOVERED ${u}`);
  if (partial.length)
    console.info(
      `  note  ${partial.length} shape(s) served by an index but finished in memory (", then …" above)`,
    );
  if (explainWorks)
    console.info(
      `  ${collscans.length === 0 ? 'PASS' : 'MISS'}  explain: ${collscans.length} plan(s) with a COLLSCAN`,
    );
  else
    console.info(
      '  note  plans not checked: this engine has no explain (set MONGODB_URI to a real mongod)',
    );
  if (unread.length) {
    console.info(
      `  note  ${unread.length} call site(s) with a filter built at run time and no entry in DYNAMIC_SHAPES:`,
    );
    for (const u of unread) console.info(`        ${u}`);
  }
  await mongoose.connection.dropDatabase().catch(() => undefined);
  await mongoose.disconnect();
  await mongo.stop();
  if (strict && uncovered.length) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
