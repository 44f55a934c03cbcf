/**
 * One mingo operator context for the whole process (built once at import), with the operators the
 * engine cannot answer correctly replaced by ones that fail loudly, and `$sort` replaced by one that
 * uses MongoDB's BSON ordering.
 */
import { Context, ProcessingMode } from 'mingo';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Lazy, type Iterator } from 'mingo/lazy';
import type { AnyObject, CollectionResolver, Options } from 'mingo/types';
import { Binary, Decimal128, Long, ObjectId, Timestamp } from '../bson';
import { notImplemented } from './errors';
import { containsDecimal, decimalUnsupported, isPlainObject, sortDocs, type Doc } from './values';

type QueryOperator = (
  selector: string,
  value: unknown,
  options: Options,
) => (o: AnyObject) => boolean;
type ExpressionOperator = (obj: AnyObject, expr: unknown, options: Options) => unknown;
type AccumulatorOperator = (coll: AnyObject[], expr: unknown, options: Options) => unknown;
type PipelineOperator = (coll: Iterator, expr: unknown, options: Options) => Iterator;

const failingQuery = (what: string): QueryOperator =>
  (() => {
    throw notImplemented(what);
  }) as QueryOperator;

const failingPipeline = (what: string): PipelineOperator =>
  (() => {
    throw notImplemented(what);
  }) as PipelineOperator;

const queryOps = queryOperators as unknown as Record<string, QueryOperator>;

function guardQuery(name: string, op: QueryOperator): QueryOperator {
  return ((selector: string, value: unknown, options: Options) => {
    if (containsDecimal(value)) throw decimalUnsupported(`query ${name}`);
    if (value === null) {
      // mongod: {$gte: null} / {$lte: null} match null and missing fields; {$gt|$lt: null} nothing
      if (name === '$gte' || name === '$lte')
        return (queryOps.$eq as QueryOperator)(selector, null, options);
      return () => false;
    }
    return op(selector, value, options);
  }) as QueryOperator;
}

/** BSON types mingo does not know, recognised by class (aliases and numeric codes as in mongod). */
const CLASS_TYPES: Array<{ names: unknown[]; test: (v: unknown) => boolean }> = [
  { names: ['objectId', 7], test: (v) => v instanceof ObjectId },
  { names: ['decimal', 19], test: (v) => v instanceof Decimal128 },
  { names: ['long', 18], test: (v) => v instanceof Long },
  { names: ['binData', 5], test: (v) => v instanceof Binary },
  { names: ['timestamp', 17], test: (v) => v instanceof Timestamp },
];

const typeQuery: QueryOperator = (selector, value, options) => {
  const wanted: unknown[] = Array.isArray(value) ? value : [value];
  const classTests = CLASS_TYPES.filter((t) => wanted.some((w) => t.names.includes(w)));
  const rest = wanted.filter((w) => !CLASS_TYPES.some((t) => t.names.includes(w)));
  const base = rest.length
    ? (queryOps.$type as QueryOperator)(selector, rest.length === 1 ? rest[0] : rest, options)
    : () => false;
  if (classTests.length === 0) return base;
  return (obj) => {
    if (base(obj)) return true;
    const v = resolvePath(obj, selector);
    const values: unknown[] = Array.isArray(v) ? [v, ...(v as unknown[])] : [v];
    return values.some((x) => classTests.some((t) => t.test(x)));
  };
};

function guardExpression(name: string, op: ExpressionOperator): ExpressionOperator {
  return ((obj: AnyObject, expr: unknown, options: Options) => {
    // mingo gives a wrong result rather than an error for Decimal128 operands: refuse them.
    if (hasDecimalOperand(obj, expr)) throw decimalUnsupported(`expression ${name}`);
    return op(obj, expr, options);
  }) as ExpressionOperator;
}

function hasDecimalOperand(obj: AnyObject, operands: unknown): boolean {
  const list: unknown[] = Array.isArray(operands) ? operands : [operands];
  return list.some((e) =>
    typeof e === 'string' && e.startsWith('$') && !e.startsWith('$$')
      ? containsDecimal(resolvePath(obj, e.slice(1)))
      : containsDecimal(e),
  );
}

function resolvePath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const p of path.split('.')) {
    if (isPlainObject(cur)) cur = cur[p];
    else return undefined;
  }
  return cur;
}

function guardAccumulator(name: string, op: AccumulatorOperator): AccumulatorOperator {
  return ((coll: AnyObject[], expr: unknown, options: Options) => {
    if (typeof expr === 'string' && expr.startsWith('$')) {
      const path = expr.slice(1);
      if (coll.some((d) => containsDecimal(resolvePath(d, path)))) {
        throw decimalUnsupported(`accumulator ${name}`);
      }
    }
    return op(coll, expr, options);
  }) as AccumulatorOperator;
}

const bsonSort: PipelineOperator = (coll, sortKeys) => {
  if (!isPlainObject(sortKeys) || Object.keys(sortKeys).length === 0) {
    throw new Error('$sort stage must have at least one sort key');
  }
  return Lazy(sortDocs(coll.collect() as Doc[], sortKeys));
};

function wrapAll<T>(
  ops: unknown,
  names: string[],
  wrap: (name: string, op: T) => T,
): Record<string, T> {
  const out: Record<string, T> = { ...(ops as Record<string, T>) };
  for (const n of names) {
    const op = out[n];
    if (op) out[n] = wrap(n, op);
  }
  return out;
}

const ARITHMETIC = [
  '$add',
  '$subtract',
  '$multiply',
  '$divide',
  '$mod',
  '$abs',
  '$ceil',
  '$floor',
  '$round',
  '$trunc',
  '$pow',
  '$sqrt',
  '$exp',
  '$ln',
  '$log',
  '$log10',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$cmp',
];

type ContextOps = Parameters<typeof Context.init>[0];

const context = Context.init({
  accumulator: wrapAll<AccumulatorOperator>(
    accumulatorOperators,
    ['$sum', '$avg', '$min', '$max', '$stdDevPop', '$stdDevSamp'],
    guardAccumulator,
  ),
  expression: wrapAll<ExpressionOperator>(expressionOperators, ARITHMETIC, guardExpression),
  pipeline: {
    ...(pipelineOperators as unknown as Record<string, PipelineOperator>),
    $sort: bsonSort,
    $out: failingPipeline('$out'),
    $merge: failingPipeline('$merge'),
    $geoNear: failingPipeline('$geoNear'),
    $search: failingPipeline('$search'),
    $collStats: failingPipeline('$collStats'),
    $indexStats: failingPipeline('$indexStats'),
  },
  projection: projectionOperators,
  query: {
    ...wrapAll<QueryOperator>(queryOperators, ['$gt', '$gte', '$lt', '$lte'], guardQuery),
    $type: typeQuery,
    $text: failingQuery('$text'),
    $near: failingQuery('$near'),
    $nearSphere: failingQuery('$nearSphere'),
    $geoWithin: failingQuery('$geoWithin'),
    $geoIntersects: failingQuery('$geoIntersects'),
  },
  window: windowOperators,
} as unknown as ContextOps);

/** The shared base options: context built once, strict MongoDB semantics. */
export const baseOptions: Partial<Options> = {
  context,
  idKey: '_id',
  useStrictMode: true,
  scriptEnabled: false,
  processingMode: ProcessingMode.CLONE_OFF,
  failOnError: true,
};

export function optionsWith(
  collectionResolver?: CollectionResolver,
  variables?: AnyObject,
): Partial<Options> {
  return {
    ...baseOptions,
    ...(collectionResolver ? { collectionResolver } : {}),
    ...(variables ? { variables } : {}),
  };
}
