import { MAX_LINE_QUANTITY } from '@vastra/contracts/pricing';
import { useSyncExternalStore } from 'react';

/**
 * A visitor's bag, kept on the device (local storage) until they sign in: product, size and
 * quantity only. Prices and stock are the server's: the bag page reads them from the public
 * product data, and signing in adds these lines to the account's bag through the API
 * (`POST /api/cart/merge`), which caps each by stock.
 */
export interface VisitorLine {
  productId: string;
  size: string | null;
  quantity: number;
}

const KEY = 'vastra:visitor-bag';
const ID = /^[a-f\d]{24}$/i;
const listeners = new Set<() => void>();
let cached: VisitorLine[] | null = null;

function isLine(v: unknown): v is VisitorLine {
  if (!v || typeof v !== 'object') return false;
  const l = v as Record<string, unknown>;
  return (
    typeof l.productId === 'string' &&
    ID.test(l.productId) &&
    (l.size === null || (typeof l.size === 'string' && l.size.length > 0 && l.size.length <= 10)) &&
    Number.isInteger(l.quantity) &&
    (l.quantity as number) >= 1 &&
    (l.quantity as number) <= MAX_LINE_QUANTITY
  );
}

/** What is stored, keeping only well-formed lines (anything else on the device is dropped). */
function read(): VisitorLine[] {
  if (cached) return cached;
  let lines: VisitorLine[] = [];
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (Array.isArray(raw))
      lines = raw
        .filter(isLine)
        .map(({ productId, size, quantity }) => ({ productId, size, quantity }));
  } catch {
    lines = [];
  }
  cached = lines;
  return lines;
}

function write(lines: VisitorLine[]): void {
  cached = lines;
  try {
    if (lines.length) localStorage.setItem(KEY, JSON.stringify(lines));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the bag lives as long as the page.
  }
  listeners.forEach((l) => l());
}

const same = (l: VisitorLine, productId: string, size: string | null) =>
  l.productId === productId && l.size === size;

export const visitorBag = {
  lines: read,
  count: (): number => read().reduce((n, l) => n + l.quantity, 0),
  has: (productId: string, size?: string | null): boolean =>
    read().some((l) => l.productId === productId && (size == null || l.size === size)),
  /** Adds the line, or raises the one of that product and size (never past the per-line limit). */
  add(productId: string, size: string | null, quantity = 1): void {
    const lines = read();
    const line = lines.find((l) => same(l, productId, size));
    write(
      line
        ? lines.map((l) =>
            l === line ? { ...l, quantity: Math.min(l.quantity + quantity, MAX_LINE_QUANTITY) } : l,
          )
        : [...lines, { productId, size, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }],
    );
  },
  setQuantity(productId: string, size: string | null, quantity: number): void {
    const q = Math.max(1, Math.min(quantity, MAX_LINE_QUANTITY));
    write(read().map((l) => (same(l, productId, size) ? { ...l, quantity: q } : l)));
  },
  /** Moves a line to another size, joining a line already in that size (within the limit). */
  changeSize(productId: string, from: string | null, to: string): void {
    const lines = read();
    const line = lines.find((l) => same(l, productId, from));
    if (!line || from === to) return;
    const target = lines.find((l) => same(l, productId, to));
    write(
      target
        ? lines.flatMap((l) =>
            l === line
              ? []
              : l === target
                ? [{ ...l, quantity: Math.min(l.quantity + line.quantity, MAX_LINE_QUANTITY) }]
                : [l],
          )
        : lines.map((l) => (l === line ? { ...l, size: to } : l)),
    );
  },
  remove(productId: string, size: string | null): void {
    write(read().filter((l) => !same(l, productId, size)));
  },
  clear(): void {
    write([]);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-read storage (another tab changed it; tests). */
  reload(): void {
    cached = null;
    listeners.forEach((l) => l());
  },
};

/** The visitor's lines, observable from React. */
export function useVisitorBag(): VisitorLine[] {
  return useSyncExternalStore(visitorBag.subscribe, visitorBag.lines, visitorBag.lines);
}
