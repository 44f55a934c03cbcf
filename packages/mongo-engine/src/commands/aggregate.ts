import type { Document } from '../bson';
import { Aggregator } from 'mingo/aggregator';
import { ErrorCodes, MongoCommandError, notImplemented } from '../engine/errors';
import { optionsWith } from '../engine/mingo';
import { assertNoUnsupported } from '../engine/update';
import { cloneDoc, isPlainObject, type Doc } from '../engine/values';
import type { CommandHandler } from './types';
import { docArray, optionalDoc, targetCollection, toInt } from './util';

/** Stages that only read their input documents (their output never aliases a modified input). */
const READ_ONLY_STAGES = new Set(['$match', '$sort', '$skip', '$limit', '$count', '$group']);

/**
 * The leading `$match`, `$sort`, `$skip`, `$limit` stages (in that order, each optional) as one
 * collection query, so they use indexes and stop early like `find`.
 */
function leadingQuery(pipeline: Doc[]): {
  filter?: Doc;
  sort?: Doc;
  skip: number;
  limit: number;
  consumed: number;
} {
  const out: { filter?: Doc; sort?: Doc; skip: number; limit: number; consumed: number } = {
    skip: 0,
    limit: 0,
    consumed: 0,
  };
  const next = (op: string): unknown => {
    const stage = pipeline[out.consumed];
    return stage && Object.keys(stage).length === 1 && op in stage ? stage[op] : undefined;
  };
  const match = next('$match');
  if (isPlainObject(match)) {
    out.filter = match;
    out.consumed += 1;
  }
  const sort = next('$sort');
  if (
    isPlainObject(sort) &&
    Object.keys(sort).length > 0 &&
    Object.values(sort).every((d) => d === 1 || d === -1)
  ) {
    out.sort = sort;
    out.consumed += 1;
  }
  const count = (v: unknown): number | undefined =>
    typeof v === 'number' && !Number.isInteger(v) ? undefined : toInt(v);
  const skip = count(next('$skip'));
  if (skip !== undefined && skip >= 0) {
    out.skip = skip;
    out.consumed += 1;
  }
  const limit = count(next('$limit'));
  if (limit !== undefined && limit > 0) {
    out.limit = limit;
    out.consumed += 1;
  }
  return out;
}

/**
 * `[{ $group: { _id: <constant>, n: { $sum: 1 } } }]` after the leading query (the driver's
 * `countDocuments`): the answer without running the group over every document.
 */
function countOnly(stages: Doc[], n: number): Doc[] | null {
  const [only, ...rest] = stages;
  const group: unknown = only && Object.keys(only).length === 1 ? only.$group : undefined;
  if (rest.length > 0 || !isPlainObject(group) || Object.keys(group).length !== 2) return null;
  const id = group._id;
  const isConstant =
    id === null ||
    typeof id === 'number' ||
    typeof id === 'boolean' ||
    (typeof id === 'string' && !id.startsWith('$'));
  const [field, acc] = Object.entries(group).find(([k]) => k !== '_id') ?? [];
  if (!isConstant || !field || field.startsWith('$') || field.includes('.') || !isPlainObject(acc))
    return null;
  if (Object.keys(acc).length !== 1 || acc.$sum !== 1) return null;
  return n === 0 ? [] : [{ _id: id, [field]: n }];
}

const aggregate: CommandHandler = (cmd, ctx) => {
  assertNoUnsupported(cmd);
  if (cmd.explain === true) throw notImplemented('explain');
  const target: unknown = cmd.aggregate;
  const pipeline = docArray(cmd.pipeline, 'pipeline');
  const cursorOpt = optionalDoc(cmd.cursor, 'cursor');
  if (!cursorOpt) {
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  for (const stage of pipeline) {
    const op = Object.keys(stage)[0];
    if (op === '$out' || op === '$merge') throw notImplemented(op);
  }
  let input: Doc[];
  let stages = pipeline;
  let nsName: string;
  if (typeof target === 'string') {
    nsName = target;
    const coll = targetCollection(ctx, target, false);
    const lead = leadingQuery(pipeline);
    input = coll ? coll.query(lead.filter, lead.sort, lead.skip, lead.limit) : [];
    stages = pipeline.slice(lead.consumed);
  } else if (target === 1) {
    nsName = '$cmd.aggregate';
    input = [];
  } else {
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      'aggregate must name a collection or be 1',
    );
  }
  const resolver = (name: string): Doc[] =>
    targetCollection(ctx, name, false)?.all().map(cloneDoc) ?? [];
  const variables = optionalDoc(cmd.let, 'let');
  const agg = new Aggregator(stages, optionsWith(resolver, variables));
  // Stored documents are never modified in place: copy them only for stages that could.
  const readOnly = stages.every((st) => READ_ONLY_STAGES.has(Object.keys(st)[0] ?? ''));
  const results =
    countOnly(stages, input.length) ?? agg.run<Doc>(readOnly ? input : input.map(cloneDoc));
  const ns = `${ctx.db}.${nsName}`;
  const batch = ctx.cursors.open(ns, results, toInt(cursorOpt.batchSize));
  return { cursor: { firstBatch: batch.docs, id: batch.id, ns }, ok: 1 } satisfies Document;
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
