import { resolve } from 'node:path';
import { loadSnapshot, SnapshotWriter } from './engine/persistence';
import { Store } from './engine/store';
import { WireServer } from './wire/server';

export interface WireEngineOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Directory for write-behind snapshots; loaded at start, flushed on stop. */
  dataDir?: string;
  /** Delay before a changed collection is written to `dataDir` (default 1000 ms). */
  flushDelayMs?: number;
  /** TTL monitor period, like mongod's `ttlMonitorSleepSecs` (default 60 000 ms). */
  ttlIntervalMs?: number;
}

export interface WireEngine {
  uri: string;
  host: string;
  port: number;
  store: Store;
  /** Writes pending snapshots now (no-op without `dataDir`). */
  flush(): void;
  stop(): Promise<void>;
}

/** Starts the in-process MongoDB wire-protocol server. */
export async function startWireEngine(options: WireEngineOptions = {}): Promise<WireEngine> {
  const store = new Store();
  let writer: SnapshotWriter | null = null;
  if (options.dataDir) {
    const dir = resolve(options.dataDir);
    loadSnapshot(store, dir);
    writer = new SnapshotWriter(store, dir, options.flushDelayMs);
    const w = writer;
    store.onChange((db, coll) => w.markDirty(db, coll));
  }
  const server = new WireServer({ store, port: options.port });
  const ttl = setInterval(() => store.expireTtl(), options.ttlIntervalMs ?? 60_000);
  ttl.unref();
  const { host, port } = await server.listen();
  const flush = (): void => writer?.flush();
  process.on('exit', flush);
  // Ctrl-C / `tsx watch` restarts: flush pending snapshots; if nobody else handles the signal,
  // keep Node's default behaviour (exit) by re-raising it.
  const onSignal = (signal: NodeJS.Signals): void => {
    flush();
    if (process.listenerCount(signal) === 1) {
      process.off(signal, onSignal);
      process.kill(process.pid, signal);
    }
  };
  if (writer) for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, onSignal);
  let stopped = false;
  return {
    uri: `mongodb://${host}:${port}/`,
    host,
    port,
    store,
    flush,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(ttl);
      process.off('exit', flush);
      for (const sig of ['SIGINT', 'SIGTERM'] as const) process.off(sig, onSignal);
      await server.close();
      flush();
    },
  };
}
