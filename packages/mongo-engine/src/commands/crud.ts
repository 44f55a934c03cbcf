import type { Document, Long } from '../bson';
import { ErrorCodes, MongoCommandError, toCommandError } from '../engine/errors';
import {
  applyUpdate,
  assertNoUnsupported,
  buildUpsertDoc,
  isOperatorUpdate,
  type UpdateSpec,
} from '../engine/update';
import { compareValues, getIndexValues, isPlainObject, keyOf, type Doc } from '../engine/values';
import type { DocTarget } from '../engine/transaction';
import type { CommandContext, CommandHandler } from './types';
import {
  collectionName,
  docArray,
  optionalDoc,
  project,
  targetCollection,
  toInt,
  withId,
} from './util';

function cursorReply(ns: string, batch: { docs: Doc[]; id: Long }, first: boolean): Document {
  return { cursor: { [first ? 'firstBatch' : 'nextBatch']: batch.docs, id: batch.id, ns }, ok: 1 };
}

/** Runs filter → sort → skip → limit on a collection (or nothing when it does not exist). */
export function queryDocs(
  coll: DocTarget | undefined,
  opts: { filter?: Doc; sort?: Doc; skip?: number; limit?: number },
): Doc[] {
  return coll ? coll.query(opts.filter, opts.sort, opts.skip ?? 0, opts.limit ?? 0) : [];
}

const find: CommandHandler = (cmd, ctx) => {
  assertNoUnsupported(cmd);
  const name = collectionName(cmd, 'find');
  const ns = `${ctx.db}.${name}`;
  const limitRaw = toInt(cmd.limit, 0) ?? 0;
  const skip = toInt(cmd.skip, 0) ?? 0;
  if (skip < 0) throw new MongoCommandError(ErrorCodes.BadValue, 'skip value must be non-negative');
  const docs = queryDocs(targetCollection(ctx, name, false), {
    filter: optionalDoc(cmd.filter, 'filter'),
    sort: optionalDoc(cmd.sort, 'sort'),
    skip,
    limit: Math.abs(limitRaw),
  });
  const projected = project(docs, optionalDoc(cmd.projection, 'projection'));
  const singleBatch = cmd.singleBatch === true || limitRaw < 0;
  const batch = ctx.cursors.open(ns, projected, toInt(cmd.batchSize), singleBatch);
  return cursorReply(ns, batch, true);
};

const getMore: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'collection');
  const ns = `${ctx.db}.${name}`;
  return cursorReply(ns, ctx.cursors.getMore(cmd.getMore, ns, toInt(cmd.batchSize)), false);
};

const killCursors: CommandHandler = (cmd, ctx) => {
  const ids: unknown = cmd.cursors;
  const { killed, notFound } = ctx.cursors.kill(Array.isArray(ids) ? ids : []);
  return {
    cursorsKilled: killed,
    cursorsNotFound: notFound,
    cursorsAlive: [],
    cursorsUnknown: [],
    ok: 1,
  };
};

const insert: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'insert');
  const documents = docArray(cmd.documents, 'documents');
  const ordered = cmd.ordered !== false;
  const coll = targetCollection(ctx, name, true);
  let n = 0;
  const writeErrors: Document[] = [];
  documents.forEach((raw, index) => {
    if (ordered && writeErrors.length > 0) return;
    try {
      coll.insert(withId(raw));
      n += 1;
    } catch (err) {
      writeErrors.push(toCommandError(err).toWriteError(index));
    }
  });
  return { n, ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
};

/** Applies one update statement; returns matched/modified counts and the upserted id if any. */
export function runUpdate(
  coll: DocTarget,
  stmt: { q: Doc; u: UpdateSpec; multi: boolean; upsert: boolean; arrayFilters?: Doc[] },
): { n: number; nModified: number; upsertedId?: unknown } {
  if (
    stmt.multi &&
    !Array.isArray(stmt.u) &&
    !isOperatorUpdate(stmt.u) &&
    Object.keys(stmt.u).length > 0
  ) {
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      'multi update is not supported for replacement-style update',
    );
  }
  const matched = coll.match(stmt.q, stmt.multi ? 0 : 1);
  let nModified = 0;
  for (const doc of matched) {
    const { doc: next, modified } = applyUpdate(doc, stmt.u, {
      query: stmt.q,
      arrayFilters: stmt.arrayFilters,
      isInsert: false,
    });
    if (modified) {
      coll.replace(doc, next);
      nModified += 1;
    }
  }
  if (matched.length === 0 && stmt.upsert) {
    const doc = buildUpsertDoc(stmt.q, stmt.u, stmt.arrayFilters);
    coll.insert(doc);
    return { n: 1, nModified: 0, upsertedId: doc._id };
  }
  return { n: matched.length, nModified };
}

const update: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'update');
  const updates = docArray(cmd.updates, 'updates');
  const ordered = cmd.ordered !== false;
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const writeErrors: Document[] = [];
  updates.forEach((stmt, index) => {
    if (ordered && writeErrors.length > 0) return;
    try {
      assertNoUnsupported(stmt);
      const q = optionalDoc(stmt.q, 'q') ?? {};
      const u: unknown = stmt.u;
      if (!isPlainObject(u) && !Array.isArray(u))
        throw new MongoCommandError(ErrorCodes.FailedToParse, 'u must be an object or array');
      const upsert = stmt.upsert === true;
      const coll = targetCollection(ctx, name, upsert);
      if (!coll) return;
      const arrayFilters =
        stmt.arrayFilters === undefined ? undefined : docArray(stmt.arrayFilters, 'arrayFilters');
      const r = runUpdate(coll, {
        q,
        u: u as UpdateSpec,
        multi: stmt.multi === true,
        upsert,
        arrayFilters,
      });
      n += r.n;
      nModified += r.nModified;
      if (r.upsertedId !== undefined) upserted.push({ index, _id: r.upsertedId });
    } catch (err) {
      writeErrors.push(toCommandError(err).toWriteError(index));
    }
  });
  return {
    n,
    nModified,
    ...(upserted.length ? { upserted } : {}),
    ...(writeErrors.length ? { writeErrors } : {}),
    ok: 1,
  };
};

const del: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'delete');
  const deletes = docArray(cmd.deletes, 'deletes');
  const ordered = cmd.ordered !== false;
  const coll = targetCollection(ctx, name, false);
  let n = 0;
  const writeErrors: Document[] = [];
  deletes.forEach((stmt, index) => {
    if (ordered && writeErrors.length > 0) return;
    try {
      assertNoUnsupported(stmt);
      if (!coll) return;
      const limit = toInt(stmt.limit, 0) ?? 0;
      const matched = coll.match(optionalDoc(stmt.q, 'q') ?? {}, limit === 1 ? 1 : 0);
      for (const d of matched) coll.remove(d);
      n += matched.length;
    } catch (err) {
      writeErrors.push(toCommandError(err).toWriteError(index));
    }
  });
  return { n, ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
};

const findAndModify: CommandHandler = (cmd, ctx) => {
  assertNoUnsupported(cmd);
  const name = collectionName(cmd, ctx.name);
  const query = optionalDoc(cmd.query, 'query') ?? {};
  const sort = optionalDoc(cmd.sort, 'sort');
  const fields = optionalDoc(cmd.fields, 'fields');
  const remove = cmd.remove === true;
  const upsert = cmd.upsert === true;
  const returnNew = cmd.new === true;
  const u: unknown = cmd.update;
  if (remove && u !== undefined)
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      'Cannot specify both an update and remove=true',
    );
  if (!remove && !isPlainObject(u) && !Array.isArray(u)) {
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      'Either an update or remove=true must be specified',
    );
  }
  if (remove && upsert)
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      'Cannot specify both upsert=true and remove=true',
    );
  const coll = targetCollection(ctx, name, upsert);
  const doc = queryDocs(coll, { filter: query, sort, limit: 1 })[0];
  const shape = (d: Doc | undefined): Doc | null => (d ? (project([d], fields)[0] ?? null) : null);
  if (remove) {
    if (coll && doc) coll.remove(doc);
    return { lastErrorObject: { n: doc ? 1 : 0 }, value: shape(doc), ok: 1 };
  }
  const arrayFilters =
    cmd.arrayFilters === undefined ? undefined : docArray(cmd.arrayFilters, 'arrayFilters');
  if (coll && doc) {
    const { doc: next, modified } = applyUpdate(doc, u as UpdateSpec, {
      query,
      arrayFilters,
      isInsert: false,
    });
    if (modified) coll.replace(doc, next);
    return {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: shape(returnNew ? next : doc),
      ok: 1,
    };
  }
  if (coll && upsert) {
    const created = buildUpsertDoc(query, u as UpdateSpec, arrayFilters);
    coll.insert(created);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: created._id },
      value: returnNew ? shape(created) : null,
      ok: 1,
    };
  }
  return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
};

const count: CommandHandler = (cmd, ctx) => {
  assertNoUnsupported(cmd);
  const name = collectionName(cmd, 'count');
  const coll = targetCollection(ctx, name, false);
  const query = optionalDoc(cmd.query, 'query');
  const skip = Math.max(0, toInt(cmd.skip, 0) ?? 0);
  const limit = Math.abs(toInt(cmd.limit, 0) ?? 0);
  let n = coll ? (query && Object.keys(query).length ? coll.match(query).length : coll.size) : 0;
  n = Math.max(0, n - skip);
  if (limit > 0) n = Math.min(n, limit);
  return { n, ok: 1 };
};

const distinct: CommandHandler = (cmd, ctx) => {
  assertNoUnsupported(cmd);
  const name = collectionName(cmd, 'distinct');
  const key: unknown = cmd.key;
  if (typeof key !== 'string')
    throw new MongoCommandError(ErrorCodes.TypeMismatch, "'key' must be of type String");
  const coll = targetCollection(ctx, name, false);
  const seen = new Map<string, unknown>();
  for (const d of coll ? coll.match(optionalDoc(cmd.query, 'query')) : []) {
    for (const v of getIndexValues(d, key)) {
      if (v === undefined) continue;
      const k = keyOf(v);
      if (!seen.has(k)) seen.set(k, v);
    }
  }
  return { values: Array.from(seen.values()).sort(compareValues), ok: 1 };
};

export const crudCommands: Record<string, CommandHandler> = {
  find,
  getMore,
  killCursors,
  insert,
  update,
  delete: del,
  findAndModify,
  findandmodify: findAndModify,
  count,
  distinct,
};

export type { CommandContext };
