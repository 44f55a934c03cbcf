import type { Page } from '@playwright/test';

/** One script's share of Chrome's precise coverage: bytes of source, bytes that ran. */
export interface ScriptUse {
  url: string;
  total: number;
  used: number;
}

type CoverageEntry = Awaited<ReturnType<Page['coverage']['stopJSCoverage']>>[number];

/**
 * Bytes of a script that ran at least once. V8's block coverage gives nested ranges (a function,
 * then its blocks, then inner functions), each with a count; painted outermost first, the innermost
 * range decides each byte, so an uncalled inner function or a skipped branch counts as unused.
 */
function usedBytes(entry: CoverageEntry): number {
  const total = entry.source?.length ?? 0;
  const ran = new Uint8Array(total);
  const ranges = entry.functions
    .flatMap((f) => f.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const r of ranges)
    ran.fill(r.count > 0 ? 1 : 0, r.startOffset, Math.min(r.endOffset, total));
  let used = 0;
  for (const b of ran) used += b;
  return used;
}

/** Scripts of the shop's own origin (the inline boot script included), with their used bytes. */
export function scriptsOf(entries: CoverageEntry[], origin: string): ScriptUse[] {
  return entries
    .filter((e) => e.url.startsWith(origin))
    .map((e) => ({
      url: e.url.slice(origin.length) || '/',
      total: e.source?.length ?? 0,
      used: usedBytes(e),
    }));
}

/**
 * Waits until a freshly loaded page has nothing left to do before the shopper's first tap: the
 * `load` event, web fonts, no request for 500 ms, an idle callback (work deferred "until idle" has
 * run), then no request for 500 ms again and two frames.
 */
export async function untilSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => done(), { timeout: 10_000 })
          : done(),
      ),
  );
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** What keeps waking the page up: live intervals, self-re-arming timeouts, animation-frame loops. */
export interface Wakeups {
  intervals: string[];
  timeoutChains: string[];
  frameLoops: string[];
}

declare global {
  interface Window {
    __wakeups?: {
      /** Starts a window: counts from now. */
      start: () => void;
      /** Ends it: what repeated during the window and is still armed. */
      report: () => Wakeups;
    };
  }
}

/**
 * Installed before any page script: wraps setInterval/setTimeout/requestAnimationFrame (and their
 * clear/cancel) to tell one-off work from things that repeat. A timeout or frame requested from
 * inside a timeout's or frame's callback belongs to the same chain; a chain repeats when it fired
 * at least twice during the window and is armed again at its end. Each is named by the first
 * line of the stack that scheduled it outside this wrapper, for the failure message.
 */
export async function recordWakeups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window;
    const origin = () =>
      (new Error().stack ?? '')
        .split('\n')
        .slice(3)
        .find((l) => l.includes('/assets/') || l.includes('.js'))
        ?.trim()
        .replace(/^at /, '')
        .replace(/https?:\/\/[^/]+/, '') ?? '(unknown)';
    let counting = false;
    let chainSeq = 0;
    /** The chain whose callback is running now (timeouts and frames nest into it). */
    let currentChain: number | null = null;
    interface Chain {
      kind: 'timeout' | 'frame';
      where: string;
      fired: number;
      armed: Set<number>;
    }
    const chains = new Map<number, Chain>();
    const intervals = new Map<number, string>();
    const chainOf = (kind: Chain['kind']): number => {
      const parent = currentChain === null ? undefined : chains.get(currentChain);
      if (parent && parent.kind === kind && currentChain !== null) return currentChain;
      chainSeq += 1;
      chains.set(chainSeq, { kind, where: origin(), fired: 0, armed: new Set() });
      return chainSeq;
    };
    const run = (id: number, handle: number, fn: () => void) => {
      const chain = chains.get(id);
      chain?.armed.delete(handle);
      if (chain && counting) chain.fired += 1;
      const outer = currentChain;
      currentChain = id;
      try {
        fn();
      } finally {
        currentChain = outer;
      }
    };
    const handleChain = new Map<number, number>();

    const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = w;
    const raf = w.requestAnimationFrame.bind(w);
    const caf = w.cancelAnimationFrame.bind(w);
    w.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      if (typeof fn !== 'function') return st(fn, ms, ...args);
      const id = chainOf('timeout');
      const handle: number = st(() => run(id, handle, () => fn(...args)), ms);
      chains.get(id)?.armed.add(handle);
      handleChain.set(handle, id);
      return handle;
    }) as typeof w.setTimeout;
    w.clearTimeout = ((handle?: number) => {
      if (handle !== undefined) chains.get(handleChain.get(handle) ?? -1)?.armed.delete(handle);
      ct(handle);
    }) as typeof w.clearTimeout;
    w.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const handle: number = si(fn, ms, ...args);
      intervals.set(handle, origin());
      return handle;
    }) as typeof w.setInterval;
    w.clearInterval = ((handle?: number) => {
      if (handle !== undefined) intervals.delete(handle);
      ci(handle);
    }) as typeof w.clearInterval;
    w.requestAnimationFrame = (fn: FrameRequestCallback) => {
      const id = chainOf('frame');
      const handle = raf((t) => run(id, handle, () => fn(t)));
      chains.get(id)?.armed.add(handle);
      handleChain.set(handle, id);
      return handle;
    };
    w.cancelAnimationFrame = (handle: number) => {
      chains.get(handleChain.get(handle) ?? -1)?.armed.delete(handle);
      caf(handle);
    };

    w.__wakeups = {
      start: () => {
        counting = true;
        for (const c of chains.values()) c.fired = 0;
      },
      report: () => {
        counting = false;
        const repeating = (kind: Chain['kind']) =>
          [...chains.values()]
            .filter((c) => c.kind === kind && c.fired >= 2 && c.armed.size > 0)
            .map((c) => `${c.where} (fired ${c.fired}×)`);
        return {
          intervals: [...intervals.values()],
          timeoutChains: repeating('timeout'),
          frameLoops: repeating('frame'),
        };
      },
    };
  });
}

/** Counts what repeats while the page sits untouched for `windowMs` (a window to observe, not a wait for a condition). */
export async function wakeupsOver(page: Page, windowMs: number): Promise<Wakeups> {
  await page.evaluate(() => window.__wakeups?.start());
  await page.waitForTimeout(windowMs);
  const report = await page.evaluate(() => window.__wakeups?.report());
  if (!report) throw new Error('the timer recorder was not installed (recordWakeups)');
  return report;
}
