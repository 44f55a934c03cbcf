/**
 * Checks query shapes against the indexes their models declare (`Model.schema.indexes()` plus
 * `_id`) with the equality–sort–range rule: an index serves a query when its leading keys are
 * equality fields of the filter, followed by the sort keys, then range fields. The part of
 * `pnpm --filter @vastra/api explain` (and of the API's tests) that needs no database.
 */
import { readFileSync } from 'node:fs';
import type { Model } from 'mongoose';
import { listFiles, type QueryShape } from './extract';

export type IndexKey = Record<string, number | string>;

export interface DeclaredIndex {
  key: IndexKey;
  name: string;
  unique: boolean;
}

export const fmtObj = (o: Record<string, unknown>) =>
  Object.keys(o).length
    ? `{ ${Object.entries(o)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(', ')} }`
    : '{}';

/**
 * Does this index serve the shape? null: it cannot start the query; otherwise what is left to do in
 * memory (empty = fully served: equality prefix, then the sort keys, then range fields — the ESR
 * rule). An index starts a query from an equality or range field of its filter, or, when the filter
 * has no equality at all, from its first sort key (walked in order, the ranges tested on the way).
 * A contains-search (`text`) never starts one: no B-tree index can seek it.
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
  const firstSortKey = sortKeys.find((k) => !eq.has(k));
  if (!(
    eq.has(first) ||
    (others.includes(first) && shape.filter[first] !== 'text') ||
    (eq.size === 0 && firstSortKey === first)
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
  // a trailing _id tie-break at the end of the index is accepted as served.
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

export function indexesOf(model: Model<unknown>): DeclaredIndex[] {
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

/**
 * - `served`: an index gives the filter's equality prefix, the sort and the ranges;
 * - `partial`: an index starts the query, the rest (a sort, some conditions) is finished in memory;
 * - `text-scan`: only a contains-search of a back-office page (under an `admin/` folder) is left,
 *   which no index can seek; staff pages only, never the storefront;
 * - `uncovered`: no declared index can start it (a collection scan), or its model was not found.
 */
export type Verdict = 'served' | 'partial' | 'text-scan' | 'uncovered';

export interface ShapeCheck {
  shape: QueryShape;
  verdict: Verdict;
  /** The best index, ", then …" what is left; or why it is uncovered. */
  detail: string;
}

export function checkShape(shape: QueryShape, model: Model<unknown> | undefined): ShapeCheck {
  if (!model) return { shape, verdict: 'uncovered', detail: `model ${shape.model} not found` };
  const best = indexesOf(model)
    .map((i) => ({ i, v: serves(i.key, shape, i.unique) }))
    .flatMap((x) => (x.v ? [{ i: x.i, left: x.v.left, cost: x.v.cost }] : []))
    .sort((a, b) => a.cost - b.cost)[0];
  if (best)
    return best.left.length
      ? { shape, verdict: 'partial', detail: `${best.i.name}, then ${best.left.join('; ')}` }
      : { shape, verdict: 'served', detail: best.i.name };
  const hasText = Object.values(shape.filter).some((op) => op === 'text');
  if (hasText && /(^|\/)admin\//.test(shape.site))
    return {
      shape,
      verdict: 'text-scan',
      detail: 'contains-search on a back-office page: documents scanned',
    };
  return { shape, verdict: 'uncovered', detail: 'UNCOVERED (collection scan)' };
}

export function checkShapes(
  shapes: readonly QueryShape[],
  models: ReadonlyMap<string, Model<unknown>>,
): ShapeCheck[] {
  return [...shapes]
    .sort((a, b) => a.model.localeCompare(b.model) || a.site.localeCompare(b.site))
    .map((s) => checkShape(s, models.get(s.model)));
}

/** Every Mongoose model the modules under `modulesDir` export (`*.model.ts` and other `…Model =`). */
export async function loadModels(modulesDir: string): Promise<Map<string, Model<unknown>>> {
  const models = new Map<string, Model<unknown>>();
  const files = listFiles(modulesDir).filter(
    (p) => p.endsWith('.model.ts') || /export const \w+Model\s*=/.test(readFileSync(p, 'utf8')),
  );
  for (const path of files) {
    const mod = (await import(path)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === 'function' && 'schema' in value && 'collection' in value)
        models.set(name, value as Model<unknown>);
    }
  }
  return models;
}
