import type { Document } from '../bson';
import { Aggregator } from 'mingo/aggregator';
import { ErrorCodes, MongoCommandError, notImplemented } from '../engine/errors';
import { optionsWith } from '../engine/mingo';
import { assertNoUnsupported } from '../engine/update';
import { cloneDoc, isPlainObject, type Doc } from '../engine/values';
import type { CommandHandler } from './types';
import { docArray, optionalDoc, toInt } from './util';

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
    const coll = ctx.store.getCollection(ctx.db, target);
    // A leading $match goes through the collection so _id / unique-index point queries use the index.
    const first = pipeline[0];
    if (coll && first && isPlainObject(first.$match)) {
      input = coll.match(first.$match);
      stages = pipeline.slice(1);
    } else {
      input = coll ? coll.all() : [];
    }
  } else if (target === 1) {
    nsName = '$cmd.aggregate';
    input = [];
  } else {
    throw new MongoCommandError(ErrorCodes.FailedToParse, 'aggregate must name a collection or be 1');
  }
  const resolver = (name: string): Doc[] => ctx.store.getCollection(ctx.db, name)?.all().map(cloneDoc) ?? [];
  const variables = optionalDoc(cmd.let, 'let');
  const agg = new Aggregator(stages, optionsWith(resolver, variables));
  const results = agg.run<Doc>(input.map(cloneDoc));
  const ns = `${ctx.db}.${nsName}`;
  const batch = ctx.cursors.open(ns, results, toInt(cursorOpt.batchSize));
  return { cursor: { firstBatch: batch.docs, id: batch.id, ns }, ok: 1 } satisfies Document;
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
