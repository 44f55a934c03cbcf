/** Messages between the bench runner (parent) and the servers it starts (children, over IPC). */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export interface MemorySample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  /** CPU time of the process so far (user + system, µs) and when it was read (ms, monotonic). */
  cpuMicros: number;
  at: number;
  /** Event-loop time so far (ms): busy running callbacks vs idle waiting in the poll phase. */
  loopActive: number;
  loopIdle: number;
}

export interface ApiFixtures {
  /** A top-level category (the largest listing). */
  categoryId: string;
  categoryName: string;
  categoryTotal: number;
  /** Every 20-product page of every category and subcategory (asked in turn: never a cache hit). */
  categoryPaths: string[];
  productId: string;
  /** Product ids, in no order, for product pages that miss the response cache (each asked once per lap). */
  productIds: string[];
  searchQuery: string;
  /** Distinct two-word queries built from product names (each asked once: never a cache hit). */
  searchQueries: string[];
  /** Tokens of users whose bag holds a few lines (GET /api/cart). */
  readTokens: string[];
  /** Tokens of users with an empty bag, for POST /api/cart. */
  writeTokens: string[];
  /** Shoppers with an address and an empty bag, each placing one COD order in the order scenario. */
  buyers: { token: string; addressId: string }[];
  /** Products with a size in stock (≥ 50 left) to add. */
  addable: { productId: string; size: string | null }[];
  /** Sizes with little stock (fewer units than buyers) that the order scenario buys. */
  scarce: ScarceItem[];
  products: number;
  engine: string;
  seedMs: number;
}

export interface ScarceItem {
  productId: string;
  size: string | null;
  /** Units in stock when the bench started. */
  stock: number;
  /** Units of it already in orders then (the seed's demo orders). */
  orderedBefore: number;
}

/** A scarce size after the order scenario: stock left and units ordered since the start. */
export interface StockCheck extends ScarceItem {
  left: number;
  sold: number;
}

export type ChildMessage =
  | { type: 'ready'; url: string; fixtures?: ApiFixtures }
  | { type: 'memory'; id: number; memory: MemorySample }
  | { type: 'profiled'; id: number; file: string | null }
  | { type: 'stock'; id: number; items: StockCheck[] }
  | { type: 'error'; message: string };

export type ParentMessage =
  | { type: 'memory'; id: number }
  /** Starts a V8 CPU profile of this process; `profile-stop` writes it to `file`. */
  | { type: 'profile-start'; id: number }
  | { type: 'profile-stop'; id: number; file: string }
  /** Asks the API process for the scarce sizes' stock and sold units (after the order scenario). */
  | { type: 'stock'; id: number }
  | { type: 'stop' };

export function sampleMemory(): MemorySample {
  const m = process.memoryUsage();
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  return {
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    cpuMicros: cpu.user + cpu.system,
    at: performance.now(),
    loopActive: loop.active,
    loopIdle: loop.idle,
  };
}

/** CPU profiles of chosen stretches (one scenario each) through the inspector, not `--cpu-prof`. */
const profiler = new Session();
let profiling = false;

async function profileStart(): Promise<void> {
  if (profiling) return;
  profiling = true;
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.setSamplingInterval', { interval: 500 });
  await profiler.post('Profiler.start');
}

async function profileStop(file: string): Promise<string | null> {
  if (!profiling) return null;
  const { profile } = await profiler.post('Profiler.stop');
  await profiler.post('Profiler.disable');
  profiler.disconnect();
  profiling = false;
  writeFileSync(file, JSON.stringify(profile));
  return file;
}

/** Answers the parent's memory probes, profile and stock requests, and stop requests. */
export function serveParent(
  onStop: () => Promise<void>,
  checkStock?: () => Promise<StockCheck[]>,
): void {
  process.on('message', (raw: unknown) => {
    const msg = raw as ParentMessage;
    if (msg.type === 'memory')
      process.send?.({ type: 'memory', id: msg.id, memory: sampleMemory() } satisfies ChildMessage);
    if (msg.type === 'stock' && checkStock) {
      const id = msg.id;
      checkStock().then(
        (items) => process.send?.({ type: 'stock', id, items } satisfies ChildMessage),
        () => process.send?.({ type: 'stock', id, items: [] } satisfies ChildMessage),
      );
    }
    if (msg.type === 'profile-start' || msg.type === 'profile-stop') {
      const id = msg.id;
      const done = (file: string | null) =>
        process.send?.({ type: 'profiled', id, file } satisfies ChildMessage);
      (msg.type === 'profile-start' ? profileStart().then(() => null) : profileStop(msg.file)).then(
        done,
        () => done(null),
      );
    }
    if (msg.type === 'stop') {
      onStop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }
  });
  const stopOnce = () => {
    onStop().finally(() => process.exit(0));
  };
  process.on('disconnect', stopOnce);
  // Also stoppable by hand (run standalone); a clean exit lets --cpu-prof write its profile.
  process.once('SIGINT', stopOnce);
  process.once('SIGTERM', stopOnce);
}

/** A request a parent sends to a bench child; `askChild` gives it a fresh id. */
export type ChildRequest =
  | { type: 'memory' }
  | { type: 'stock' }
  | { type: 'profile-start' }
  | { type: 'profile-stop'; file: string };

let askId = 0;
/** Sends a request with a fresh id to a child and resolves with its answer of the given type. */
export function askChild<T extends ChildMessage['type']>(
  proc: ChildProcess,
  msg: ChildRequest,
  answer: T,
): Promise<Extract<ChildMessage, { type: T }>> {
  const id = ++askId;
  return new Promise((done) => {
    const onMessage = (raw: unknown) => {
      const m = raw as ChildMessage;
      if (m.type === answer && 'id' in m && m.id === id) {
        proc.off('message', onMessage);
        done(m as Extract<ChildMessage, { type: T }>);
      }
    };
    proc.on('message', onMessage);
    proc.send({ ...msg, id } as ParentMessage);
  });
}
