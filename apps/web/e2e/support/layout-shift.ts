import type { BrowserContext, Page } from '@playwright/test';

/**
 * Lighthouse's mobile profile ("slow 4G" and a 4× slower CPU, on a 412×823 phone at DPR 1.75),
 * applied for real through the DevTools protocol: the request latency and throughputs are the
 * values Lighthouse itself uses when it throttles through DevTools (`mobileSlow4G`: 150 ms RTT ×
 * 3.75, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up).
 */
export const LIGHTHOUSE_MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;
const NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;

export async function throttleLikeLighthouseMobile(
  context: BrowserContext,
  page: Page,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** One `layout-shift` entry without recent input, with what moved (before → after, in CSS px). */
export interface Shift {
  value: number;
  at: number;
  sources: { node: string; from: number[]; to: number[] }[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/**
 * Records every layout shift the page makes from its first byte on (a buffered PerformanceObserver
 * installed before any page script). Shifts within 500 ms of a tap or key press (`hadRecentInput`)
 * do not count, as in CLS; nothing here types or taps, so every shift of the load is kept.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Entry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: {
        node: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    };
    const describe = (node: Node | null): string => {
      if (!node) return '(removed)';
      const el = node instanceof Element ? node : node.parentElement;
      if (!el) return node.nodeName;
      const name = (e: Element) =>
        e.tagName.toLowerCase() +
        (e.id ? `#${e.id}` : '') +
        [...e.classList]
          .slice(0, 3)
          .map((c) => `.${c}`)
          .join('');
      const text = node instanceof Element ? '' : ' > #text';
      return `${el.parentElement ? `${name(el.parentElement)} > ` : ''}${name(el)}${text}`;
    };
    const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Entry[]) {
        if (e.hadRecentInput) continue;
        window.__layoutShifts?.push({
          value: e.value,
          at: Math.round(e.startTime),
          sources: (e.sources ?? []).map((s) => ({
            node: describe(s.node),
            from: rect(s.previousRect),
            to: rect(s.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Waits until the load is over — the `load` event, the web fonts, no request for 500 ms, then two
 * frames so the last layout has been reported — and returns the shifts recorded so far.
 */
export async function shiftsAfterLoad(page: Page): Promise<Shift[]> {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(window.__layoutShifts ?? [])),
        ),
      ),
  );
}

/** The shifts, one line each with their sources, for a failure message. */
export function describeShifts(shifts: Shift[]): string {
  return shifts
    .map(
      (s) =>
        `  ${s.value.toFixed(4)} at ${s.at} ms: ` +
        s.sources.map((x) => `${x.node} [${x.from.join(',')}] → [${x.to.join(',')}]`).join('; '),
    )
    .join('\n');
}
