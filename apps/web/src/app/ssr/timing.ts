import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where one server render's time goes, for `SSR_TIMING=1` (the storefront server sends it as a
 * `Server-Timing` header; the render bench prints the medians): the route match, the page's API
 * reads (each one's start after the render began and its duration, so reads that wait on each
 * other show), React's render, the cache's dehydration and the page's assembly.
 */
export interface RenderTiming {
  /** Milliseconds per phase, in the order they ran. */
  phases: { name: string; ms: number }[];
  /** Each API read: its path, when it started (ms after the render began) and how long it took. */
  calls: { path: string; startMs: number; ms: number }[];
}

const current = new AsyncLocalStorage<{ t0: number; timing: RenderTiming }>();

/** Runs `fn` with its API reads (`timedFetch`) noted in a fresh `RenderTiming`. */
export function withTiming<T>(
  fn: (phase: <R>(name: string, run: () => Promise<R>) => Promise<R>) => Promise<T>,
) {
  const timing: RenderTiming = { phases: [], calls: [] };
  const t0 = performance.now();
  const phase = async <R>(name: string, run: () => Promise<R>): Promise<R> => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      timing.phases.push({ name, ms: performance.now() - start });
    }
  };
  return current.run({ t0, timing }, async () => ({ result: await fn(phase), timing }));
}

/** Notes an API read's time in the render it belongs to (none outside `withTiming`). */
export async function timedFetch(path: string, run: () => Promise<Response>): Promise<Response> {
  const ctx = current.getStore();
  if (!ctx) return run();
  const start = performance.now();
  try {
    // Read whole, so the time includes the body's transfer, not only its headers.
    const res = await run();
    const body = await res.arrayBuffer();
    return new Response(body, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    });
  } finally {
    ctx.timing.calls.push({
      path: path.split('?')[0]!,
      startMs: start - ctx.t0,
      ms: performance.now() - start,
    });
  }
}

/** `RenderTiming` as a `Server-Timing` header value: `route;dur=1.2, call;dur=40;desc="/api/x@3.1"`. */
export function serverTimingHeader(timing: RenderTiming): string {
  const dur = (ms: number) => ms.toFixed(1);
  return [
    ...timing.phases.map((p) => `${p.name};dur=${dur(p.ms)}`),
    ...timing.calls.map((c) => `call;dur=${dur(c.ms)};desc="${c.path}@${dur(c.startMs)}"`),
  ].join(', ');
}
