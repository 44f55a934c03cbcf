import { catalogueVersion } from './catalogue-version';

/**
 * The whole order of each listing the storefront pages through (all products, trending, a
 * category, a subcategory; each sort): its product ids, best first, read once per catalogue
 * version. A page is then a slice of that list, and its cards come from the search index
 * (listing-cards.ts), so an uncached listing page after the first asks the database nothing.
 *
 * A list is used only while no catalogue write happened in this process or was reported from
 * another one since its read started (`catalogueVersion`: a write bumps it before and after, the
 * catalogue signal on another process's write), and for at most `TTL_MS`, the response cache's
 * own expiry, which bounds a read made between a write and its transaction's commit. Concurrent
 * pages of a listing not yet read share one read.
 *
 * Memory: a held id costs about 48 bytes (a 24-character string and its array slot). The lists of
 * a catalogue hold each listed product at most six times (all products and trending, each in two
 * sorts; its category; its subcategory): 120,000 ids, about 6 MB, at 20,000 products. At most
 * `MAX_HELD_IDS` ids are held in all; the least recently used lists go first, and a list longer
 * than that is not held at all (its pages are read from the database one at a time, as before).
 */
const TTL_MS = 30_000;
export const MAX_HELD_IDS = 200_000;

interface Order {
  version: number;
  expires: number;
  /** null: too long to hold (the caller reads its pages from the database). */
  ids: readonly string[] | null;
}

const orders = new Map<string, Order>();
const reading = new Map<string, { version: number; ids: Promise<readonly string[]> }>();
let held = 0;

const forget = (key: string) => {
  const order = orders.get(key);
  if (!order) return;
  held -= order.ids?.length ?? 0;
  orders.delete(key);
};

function keep(key: string, order: Order, maxHeld: number): void {
  forget(key);
  const size = order.ids?.length ?? 0;
  // Lists of an older catalogue version are never used again; then the least recently used go.
  for (const [k, o] of orders) if (o.version !== order.version) forget(k);
  for (const k of orders.keys()) {
    if (held + size <= maxHeld) break;
    forget(k);
  }
  orders.set(key, order);
  held += size;
}

export interface ListingOrderOptions {
  now?: () => number;
  maxHeld?: number;
}

/**
 * The ids of the listing `key`, in its order: held while current, else `read()`'s (held when no
 * write overlapped the read). `undefined` when the listing is too long to hold: the caller pages
 * it from the database.
 */
export async function listingOrder(
  key: string,
  read: () => Promise<readonly string[]>,
  { now = Date.now, maxHeld = MAX_HELD_IDS }: ListingOrderOptions = {},
): Promise<readonly string[] | undefined> {
  const version = catalogueVersion();
  const kept = orders.get(key);
  if (kept && kept.version === version && kept.expires > now()) {
    // Most recently used last (the eviction order).
    orders.delete(key);
    orders.set(key, kept);
    return kept.ids ?? undefined;
  }
  const inFlight = reading.get(key);
  if (inFlight?.version === version) return inFlight.ids;
  const ids = read();
  reading.set(key, { version, ids });
  try {
    const list = await ids;
    if (version === catalogueVersion()) {
      const fits = list.length <= maxHeld;
      keep(key, { version, expires: now() + TTL_MS, ids: fits ? list : null }, maxHeld);
    }
    return list;
  } finally {
    if (reading.get(key)?.ids === ids) reading.delete(key);
  }
}

/** Ids held in all lists (for tests and the bench's memory figures). */
export const heldListingIds = (): number => held;
