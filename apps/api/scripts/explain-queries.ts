/**
 * Every query the API makes, with the index that serves it.
 *
 *   pnpm --filter @vastra/api explain                     # static check + plans on the engine startMongo picks
 *   MONGODB_URI=mongodb://127.0.0.1:27017 pnpm --filter @vastra/api explain   # plans from a real mongod
 *
 * 1. Finds each `<X>Model.<find|findOne|countDocuments|updateOne|…>(filter)` call in the modules'
 *    services (TypeScript AST; tests and the seed excluded) with its filter fields, operators and
 *    chained `.sort()` (`query-indexes/extract.ts`). Filters built at run time are described in
 *    `query-indexes/dynamic-shapes.ts` (keep in step with the services).
 * 2. Checks each shape against the indexes the model declares (`query-indexes/coverage.ts`):
 *    an index serves a query when its leading keys are equality fields of the filter, followed by
 *    the sort keys, then range fields (the ESR rule); a query no index can start is UNCOVERED.
 *    Steps 1 and 2 also run in the API's tests (`test/query-indexes.test.ts`).
 * 3. Asks the database for the plan (`explain`, queryPlanner) with placeholder values on an empty
 *    scratch database with the declared indexes. A real mongod answers IXSCAN/COLLSCAN; the in-repo
 *    wire engine has no planner and says so.
 * Prints figures and findings; with `--strict`, exits 1 when a query is uncovered or a run-time
 * filter is undescribed, else 0.
 */
import mongoose, { type Model } from 'mongoose';
import {
  checkShapes,
  fmtObj,
  indexesOf,
  loadModels,
  type ShapeCheck,
} from './query-indexes/coverage';
import { DYNAMIC_SHAPES } from './query-indexes/dynamic-shapes';
import { API_MODULES as MODULES, extractShapes, type QueryShape } from './query-indexes/extract';

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

async function main(): Promise<void> {
  const strict = process.argv.includes('--strict');
  const { shapes, unread } = extractShapes(MODULES, DYNAMIC_SHAPES);
  const models = await loadModels(MODULES);

  const { startMongo } = await import('@vastra/mongo-engine');
  const mongo = await startMongo({ log: false });
  await mongoose.connect(mongo.uri, { dbName: `vastra_explain_${Date.now()}` });
  for (const m of models.values()) await m.createCollection().catch(() => undefined);
  await Promise.all([...models.values()].map((m) => m.createIndexes()));

  console.info(
    `Vastra API — queries and their indexes (${shapes.length} query shapes at ${new Set(shapes.map((s) => s.site)).size} call sites; engine=${mongo.engine})\n`,
  );
  const checks = checkShapes(shapes, models);
  const collscans: string[] = [];
  let explainWorks: boolean | undefined;
  let byModel = '';
  const labelOf = ({ shape }: ShapeCheck) =>
    `${shape.site.padEnd(34)} ${shape.method.padEnd(17)} ${fmtObj(shape.filter)}${Object.keys(shape.sort).length ? ` sort ${fmtObj(shape.sort)}` : ''}${shape.note ? `  [${shape.note}]` : ''}`;
  for (const check of checks) {
    const { shape } = check;
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
    const label = labelOf(check);
    let line = `  ${label}\n      index: ${check.detail}`;
    if (model && explainWorks !== false) {
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
  }

  const of = (v: string) => checks.filter((c) => c.verdict === v);
  const uncovered = of('uncovered');
  console.info('\nSummary');
  console.info(
    `  ${uncovered.length === 0 ? 'PASS' : 'MISS'}  every query shape starts with a declared index (${uncovered.length} uncovered)`,
  );
  for (const u of uncovered) console.info(`        UNCOVERED ${labelOf(u)}`);
  console.info(
    `  ${unread.length === 0 ? 'PASS' : 'MISS'}  every filter built at run time is described in DYNAMIC_SHAPES (${unread.length} call site(s) without)`,
  );
  for (const u of unread) console.info(`        ${u}`);
  console.info(`  note  ${of('served').length} shape(s) fully served by an index`);
  if (of('partial').length)
    console.info(
      `  note  ${of('partial').length} shape(s) served by an index but finished in memory (", then …" above)`,
    );
  if (of('text-scan').length)
    console.info(
      `  note  ${of('text-scan').length} back-office contains-search count(s) scan (no index can seek an unanchored regex)`,
    );
  if (explainWorks)
    console.info(
      `  ${collscans.length === 0 ? 'PASS' : 'MISS'}  explain: ${collscans.length} plan(s) with a COLLSCAN`,
    );
  else
    console.info(
      '  note  plans not checked: this engine has no explain (set MONGODB_URI to a real mongod)',
    );
  await mongoose.connection.dropDatabase().catch(() => undefined);
  await mongoose.disconnect();
  await mongo.stop();
  if (strict && (uncovered.length || unread.length)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
