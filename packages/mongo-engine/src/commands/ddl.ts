import type { Document } from '../bson';
import { Query } from 'mingo/query';
import { ID_INDEX_SPEC } from '../engine/collection';
import { ErrorCodes, MongoCommandError, notImplemented } from '../engine/errors';
import { baseOptions } from '../engine/mingo';
import { validateCollectionName } from '../engine/store';
import type { Doc } from '../engine/values';
import type { CommandHandler } from './types';
import { collectionName, optionalDoc, toInt } from './util';

const UNSUPPORTED_CREATE_OPTIONS = [
  'capped',
  'viewOn',
  'timeseries',
  'validator',
  'clusteredIndex',
  'changeStreamPreAndPostImages',
  'collation',
];
const IGNORED_CREATE_FIELDS = new Set([
  'create',
  '$db',
  'lsid',
  '$clusterTime',
  'writeConcern',
  'comment',
  '$readPreference',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
]);

const create: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'create');
  for (const opt of UNSUPPORTED_CREATE_OPTIONS) {
    if (cmd[opt] !== undefined && cmd[opt] !== false)
      throw notImplemented(`create option '${opt}'`);
  }
  const options: Doc = {};
  for (const [k, v] of Object.entries(cmd)) if (!IGNORED_CREATE_FIELDS.has(k)) options[k] = v;
  ctx.store.createCollection(ctx.db, name, options);
  return { ok: 1 };
};

const drop: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'drop');
  const coll = ctx.store.getCollection(ctx.db, name);
  const nIndexesWas = coll ? coll.indexes.length + 1 : undefined;
  ctx.store.dropCollection(ctx.db, name);
  return { ...(nIndexesWas !== undefined ? { nIndexesWas, ns: `${ctx.db}.${name}` } : {}), ok: 1 };
};

const dropDatabase: CommandHandler = (_cmd, ctx) => {
  ctx.store.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
};

const listCollections: CommandHandler = (cmd, ctx) => {
  const filter = optionalDoc(cmd.filter, 'filter');
  const nameOnly = cmd.nameOnly === true;
  let infos: Doc[] = ctx.store.collections(ctx.db).map((c) =>
    nameOnly
      ? { name: c.name, type: 'collection' }
      : {
          name: c.name,
          type: 'collection',
          options: c.options,
          info: { readOnly: false, uuid: c.uuid },
          idIndex: ID_INDEX_SPEC,
        },
  );
  if (filter && Object.keys(filter).length) {
    const q = new Query(filter, baseOptions);
    infos = infos.filter((i) => q.test(i));
  }
  const ns = `${ctx.db}.$cmd.listCollections`;
  const batch = ctx.cursors.open(ns, infos, toInt(optionalDoc(cmd.cursor, 'cursor')?.batchSize));
  return { cursor: { firstBatch: batch.docs, id: batch.id, ns }, ok: 1 };
};

const listDatabases: CommandHandler = (cmd, ctx) => {
  const filter = optionalDoc(cmd.filter, 'filter');
  let dbs: Doc[] = Array.from(ctx.store.databases.keys()).map((name) => {
    const sizeOnDisk = ctx.store.collections(name).reduce((n, c) => n + c.size * 256, 4096);
    return cmd.nameOnly === true ? { name } : { name, sizeOnDisk, empty: false };
  });
  if (filter && Object.keys(filter).length) {
    const q = new Query(filter, baseOptions);
    dbs = dbs.filter((d) => q.test(d));
  }
  const totalSize = dbs.reduce(
    (n, d) => n + (typeof d.sizeOnDisk === 'number' ? d.sizeOnDisk : 0),
    0,
  );
  return cmd.nameOnly === true
    ? { databases: dbs, ok: 1 }
    : { databases: dbs, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
};

const createIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'createIndexes');
  const indexes: unknown = cmd.indexes;
  if (!Array.isArray(indexes) || indexes.length === 0) {
    throw new MongoCommandError(ErrorCodes.BadValue, 'Must specify at least one index to create');
  }
  const existed = ctx.store.getCollection(ctx.db, name) !== undefined;
  const coll = ctx.store.ensureCollection(ctx.db, name);
  const before = coll.indexes.length + 1;
  let created = 0;
  for (const spec of indexes as unknown[]) if (coll.createIndex(spec)) created += 1;
  const res: Document = {
    numIndexesBefore: before,
    numIndexesAfter: coll.indexes.length + 1,
    createdCollectionAutomatically: !existed,
  };
  if (created === 0) res.note = 'all indexes already exist';
  res.ok = 1;
  return res;
};

function requireCollection(
  cmdName: string,
  cmd: Document,
  db: string,
  store: Parameters<CommandHandler>[1]['store'],
) {
  const name = collectionName(cmd, cmdName);
  const coll = store.getCollection(db, name);
  if (!coll)
    throw new MongoCommandError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${db}.${name}`);
  return coll;
}

const listIndexes: CommandHandler = (cmd, ctx) => {
  const coll = requireCollection('listIndexes', cmd, ctx.db, ctx.store);
  const ns = `${ctx.db}.$cmd.listIndexes.${coll.name}`;
  const batch = ctx.cursors.open(
    ns,
    coll.indexSpecs(),
    toInt(optionalDoc(cmd.cursor, 'cursor')?.batchSize),
  );
  return { cursor: { firstBatch: batch.docs, id: batch.id, ns }, ok: 1 };
};

const dropIndexes: CommandHandler = (cmd, ctx) => {
  const coll = requireCollection(ctx.name, cmd, ctx.db, ctx.store);
  const nIndexesWas = coll.dropIndexes(cmd.index);
  return { nIndexesWas, ok: 1 };
};

const renameCollection: CommandHandler = (cmd, ctx) => {
  const from: unknown = cmd.renameCollection;
  const to: unknown = cmd.to;
  if (typeof from !== 'string' || typeof to !== 'string') {
    throw new MongoCommandError(
      ErrorCodes.TypeMismatch,
      'renameCollection and to must be namespace strings',
    );
  }
  const split = (ns: string): [string, string] => {
    const i = ns.indexOf('.');
    return [ns.slice(0, i), ns.slice(i + 1)];
  };
  const [fromDb, fromName] = split(from);
  const [toDb, toName] = split(to);
  validateCollectionName(toName);
  const source = ctx.store.getCollection(fromDb, fromName);
  if (!source)
    throw new MongoCommandError(ErrorCodes.NamespaceNotFound, 'source namespace does not exist');
  if (ctx.store.getCollection(toDb, toName)) {
    if (cmd.dropTarget !== true)
      throw new MongoCommandError(ErrorCodes.NamespaceExists, 'target namespace exists');
    ctx.store.dropCollection(toDb, toName);
  }
  const target = ctx.store.ensureCollection(toDb, toName, source.options);
  for (const ix of source.indexes) target.createIndex(ix.spec);
  for (const d of source.all()) target.insert(d);
  ctx.store.dropCollection(fromDb, fromName);
  return { ok: 1 };
};

const collStats: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'collStats');
  const coll = ctx.store.getCollection(ctx.db, name);
  return {
    ns: `${ctx.db}.${name}`,
    count: coll?.size ?? 0,
    nindexes: coll ? coll.indexes.length + 1 : 0,
    ok: 1,
  };
};

const dbStats: CommandHandler = (_cmd, ctx) => {
  const colls = ctx.store.collections(ctx.db);
  return {
    db: ctx.db,
    collections: colls.length,
    objects: colls.reduce((n, c) => n + c.size, 0),
    indexes: colls.reduce((n, c) => n + c.indexes.length + 1, 0),
    ok: 1,
  };
};

export const ddlCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  renameCollection,
  collStats,
  dbStats,
};
