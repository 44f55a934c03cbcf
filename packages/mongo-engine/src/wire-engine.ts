import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Persistence } from './engine/persistence';
import { Store } from './engine/store';
import { WireServer } from './wire/server';

export interface WireEngineOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /**
   * Directory for the journal and snapshots: loaded at start; every write is journaled (fsynced)
   * before it is acknowledged. Without it, data lives in memory only.
   */
  dataDir?: string;
  /**
   * Ignored since writes are journaled before they are acknowledged (kept so older callers still
   * type-check).
   * @deprecated
   */
  flushDelayMs?: number;
  /** Compact the journal into a snapshot once it exceeds max(this, snapshot size); default 8 MiB. */
  compactAfterBytes?: number;
  /**
   * false: the journal is written before each acknowledgement but not fsynced (a killed process
   * loses nothing, a power cut may). For measuring what the fsync costs; default true.
   */
  fsync?: boolean;
  /**
   * true when the engine has a process of its own (`serve.ts`): a journal fdatasync may then run
   * in the thread pool while the next batch forms. Default false: an engine started in its
   * clients' process syncs on the event loop, which measured better when they share it.
   */
  overlapSyncs?: boolean;
  /** TTL monitor period, like mongod's `ttlMonitorSleepSecs` (default 60 000 ms). */
  ttlIntervalMs?: number;
}

export interface WireEngine {
  uri: string;
  host: string;
  port: number;
  store: Store;
  /** Writes pending journal batches now, synchronously (no-op without `dataDir`). */
  flush(): void;
  /** Compacts the journal into a snapshot now (no-op without `dataDir`). */
  compact(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the in-process MongoDB wire-protocol server. */
export async function startWireEngine(options: WireEngineOptions = {}): Promise<WireEngine> {
  const store = new Store();
  let persistence: Persistence | null = null;
  if (options.dataDir) {
    const dir = resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    persistence = await Persistence.open(store, dir, {
      compactAfterBytes: options.compactAfterBytes,
      fsync: options.fsync,
      overlapSyncs: options.overlapSyncs ?? false,
    });
  }
  const server = new WireServer({ store, port: options.port });
  const ttl = setInterval(() => store.expireTtl(), options.ttlIntervalMs ?? 60_000);
  ttl.unref();
  const { host, port } = await server.listen();
  const flush = (): void => persistence?.flushSync();
  process.on('exit', flush);
  // Ctrl-C / `tsx watch` restarts: write pending journal batches; if nobody else handles the
  // signal, keep Node's default behaviour (exit) by re-raising it.
  const onSignal = (signal: NodeJS.Signals): void => {
    flush();
    if (process.listenerCount(signal) === 1) {
      process.off(signal, onSignal);
      process.kill(process.pid, signal);
    }
  };
  if (persistence) for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, onSignal);
  let stopped = false;
  return {
    uri: `mongodb://${host}:${port}/`,
    host,
    port,
    store,
    flush,
    compact: () => persistence?.compact() ?? Promise.resolve(),
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(ttl);
      process.off('exit', flush);
      for (const sig of ['SIGINT', 'SIGTERM'] as const) process.off(sig, onSignal);
      await server.close();
      await persistence?.close();
    },
  };
}
