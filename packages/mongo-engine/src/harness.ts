import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { request } from 'node:https';
import { REPLICA_SET_NAME } from './commands/admin';
import { startWireEngine } from './wire-engine';

export type EngineKind = 'uri' | 'memory-server' | 'wire';

export interface StartMongoOptions {
  /** Persist data here (wire engine snapshots, or mongod dbPath under `<dataDir>/mongod`). */
  dataDir?: string;
  /** Force an engine (default: `MONGO_ENGINE`, else automatic). */
  engine?: EngineKind;
  /** Port for a locally started engine (default: a free port). */
  port?: number;
  /** Where the single "which engine and why" line goes (default console.info; `false` silences it). */
  log?: ((line: string) => void) | false;
  /** Environment to read (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** How long a download probe may take before failing over (default 2000 ms). */
  downloadProbeTimeoutMs?: number;
  /**
   * mongodb-memory-server only: start mongod as a single-node replica set (default true, so
   * sessions and transactions work as on the wire engine); `false` or `MONGO_REPLSET=0` starts a
   * standalone mongod.
   */
  replSet?: boolean;
}

export interface MongoHandle {
  /** Connection string (no database name; pick one per consumer). */
  uri: string;
  engine: EngineKind;
  /** Why this engine was chosen (also logged). */
  reason: string;
  stop(): Promise<void>;
}

const isEngine = (v: string | undefined): v is EngineKind =>
  v === 'uri' || v === 'memory-server' || v === 'wire';

/** Probes whether a mongod download could work, failing fast when offline. */
function downloadReachable(env: NodeJS.ProcessEnv, timeoutMs: number): Promise<boolean> {
  if (env.MONGOMS_RUNTIME_DOWNLOAD === 'false' || env.MONGOMS_RUNTIME_DOWNLOAD === '0')
    return Promise.resolve(false);
  const mirror =
    env.MONGOMS_DOWNLOAD_MIRROR ?? env.MONGOMS_DOWNLOAD_URL ?? 'https://fastdl.mongodb.org';
  return new Promise((done) => {
    let settled = false;
    const finish = (ok: boolean): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done(ok);
    };
    const timer = setTimeout(() => {
      req.destroy();
      finish(false);
    }, timeoutMs);
    const req = request(mirror, { method: 'HEAD' }, (res) => {
      res.resume();
      finish((res.statusCode ?? 500) < 500);
    });
    req.on('error', () => finish(false));
    req.end();
  });
}

interface BinaryChoice {
  systemBinary?: string;
  reason: string;
}

/**
 * Finds a mongod for mongodb-memory-server without downloading, or decides a download may work.
 * `notes` records why each source was rejected (for the log line).
 */
async function findMongodBinary(
  env: NodeJS.ProcessEnv,
  probeMs: number,
  forced: boolean,
  notes: string[],
): Promise<BinaryChoice | null> {
  const system = env.MONGOMS_SYSTEM_BINARY;
  if (system) {
    if (existsSync(system))
      return { systemBinary: system, reason: `MONGOMS_SYSTEM_BINARY=${system}` };
    notes.push(`MONGOMS_SYSTEM_BINARY=${system} does not exist`);
    if (forced)
      throw new Error(
        `MONGO_ENGINE=memory-server but MONGOMS_SYSTEM_BINARY=${system} does not exist`,
      );
  } else {
    notes.push('MONGOMS_SYSTEM_BINARY unset');
  }
  try {
    const { DryMongoBinary } = await import('mongodb-memory-server-core');
    const located = await Promise.race([
      DryMongoBinary.locateBinary({ version: env.MONGOMS_VERSION ?? '' }).catch(() => undefined),
      new Promise<undefined>((r) => setTimeout(() => r(undefined), probeMs).unref()),
    ]);
    if (located) return { systemBinary: located, reason: `cached mongod binary ${located}` };
    notes.push('no cached mongod');
  } catch {
    notes.push('mongodb-memory-server cache lookup failed');
  }
  if (forced)
    return { reason: 'forced by MONGO_ENGINE=memory-server (mongod is downloaded if needed)' };
  if (await downloadReachable(env, probeMs)) return { reason: 'mongod binary downloadable' };
  notes.push(`download unreachable within ${probeMs} ms`);
  return null;
}

/**
 * A URI without the query string: drivers discover a replica set from its one host, and consumers
 * may append a database name to the URI.
 */
const bareUri = (uri: string): string => uri.replace(/\?.*$/, '');

async function startMemoryServer(
  choice: BinaryChoice,
  options: StartMongoOptions,
  replSet: boolean,
): Promise<{ uri: string; stop: () => Promise<void> }> {
  const { MongoMemoryReplSet, MongoMemoryServer } = await import('mongodb-memory-server-core');
  let dbPath: string | undefined;
  if (options.dataDir) {
    dbPath = join(resolve(options.dataDir), 'mongod');
    mkdirSync(dbPath, { recursive: true });
  }
  const instance = {
    ...(dbPath ? { dbPath, storageEngine: 'wiredTiger' as const } : {}),
    ...(options.port ? { port: options.port } : {}),
  };
  const binary = choice.systemBinary ? { systemBinary: choice.systemBinary } : {};
  if (replSet) {
    const rs = await MongoMemoryReplSet.create({
      replSet: { count: 1, name: REPLICA_SET_NAME, storageEngine: 'wiredTiger' },
      instanceOpts: [instance],
      binary,
    });
    return {
      uri: bareUri(rs.getUri()),
      stop: async () => {
        await rs.stop({ doCleanup: !dbPath, force: false });
      },
    };
  }
  const server = await MongoMemoryServer.create({ instance, binary });
  return {
    uri: server.getUri(),
    stop: async () => {
      await server.stop({ doCleanup: !dbPath, force: false });
    },
  };
}

/**
 * Returns a MongoDB connection for this process, choosing in order:
 * `MONGODB_URI`; mongodb-memory-server when a mongod binary can be had; the in-process wire engine.
 * `MONGO_ENGINE=uri|memory-server|wire` (or `options.engine`) forces one.
 */
export async function startMongo(options: StartMongoOptions = {}): Promise<MongoHandle> {
  const env = options.env ?? process.env;
  const log =
    options.log === false
      ? () => undefined
      : (options.log ?? ((line: string) => console.info(line)));
  const probeMs = options.downloadProbeTimeoutMs ?? 2000;
  const forcedRaw = options.engine ?? env.MONGO_ENGINE;
  if (forcedRaw !== undefined && forcedRaw !== '' && !isEngine(forcedRaw)) {
    throw new Error(`MONGO_ENGINE must be one of uri, memory-server, wire (got "${forcedRaw}")`);
  }
  const forced = forcedRaw === '' ? undefined : forcedRaw;

  const announce = (
    engine: EngineKind,
    uri: string,
    reason: string,
    stop: () => Promise<void>,
  ): MongoHandle => {
    const shown = uri.replace(/\/\/[^@/]*@/, '//***@');
    log(`[mongo-engine] engine=${engine} uri=${shown} — ${reason}`);
    return { uri, engine, reason, stop };
  };

  if (forced === 'uri' || (!forced && env.MONGODB_URI)) {
    const uri = env.MONGODB_URI;
    if (!uri) throw new Error('MONGO_ENGINE=uri but MONGODB_URI is not set');
    return announce(
      'uri',
      uri,
      forced ? 'forced by MONGO_ENGINE=uri' : 'MONGODB_URI is set',
      async () => undefined,
    );
  }

  const notes: string[] = [];
  if (forced !== 'wire') {
    const choice = await findMongodBinary(env, probeMs, forced === 'memory-server', notes);
    if (choice) {
      try {
        const replSet =
          options.replSet ?? !(env.MONGO_REPLSET === '0' || env.MONGO_REPLSET === 'false');
        const ms = await startMemoryServer(choice, options, replSet);
        return announce(
          'memory-server',
          ms.uri,
          `mongodb-memory-server (real mongod${replSet ? `, single-node replica set ${REPLICA_SET_NAME}` : ', standalone'}): ${choice.reason}`,
          ms.stop,
        );
      } catch (err) {
        if (forced === 'memory-server') throw err;
        notes.push(
          `mongodb-memory-server failed to start (${err instanceof Error ? err.message : String(err)})`,
        );
      }
    }
  }

  const wire = await startWireEngine({ dataDir: options.dataDir, port: options.port });
  const why =
    forced === 'wire'
      ? 'forced by MONGO_ENGINE=wire'
      : `no MONGODB_URI and no mongod binary (${notes.join(', ')})`;
  return announce(
    'wire',
    wire.uri,
    `in-process wire-compatible engine (single-node replica set ${REPLICA_SET_NAME}): ${why}${options.dataDir ? `; journal + snapshots in ${resolve(options.dataDir)}` : ''}`,
    () => wire.stop(),
  );
}
