import { catalogueVersion } from './catalogue-version';

/**
 * The whole order of each listing the storefront pages through (all products, trending, a
 * category, a subcategory; each sort): its product ids, best first, read once per catalogue
 * version. A page is then a slice of that list, and its cards come from the search index
 * (listing-cards.ts), so an uncached listing page asks the database nothing while its list is held.
 *
 * A list is used only while no catalogue write happened in this process or was reported from
 * another one since its read started (`catalogueVersion`: a write bumps it before and after, the
 * catalogue signal on another process's write), and for at most `TTL_MS`, the response cache's
 * own expiry, which bounds a read made between a write and its transaction's commit.
 *
 * A listing without a current list reads it, and its pages wait for that one read (pages asked
 * while it is in flight join it). A read is started at most once a second per listing
 * (`MIN_READ_GAP_MS`): when the catalogue version moved again sooner (a stream of writes, as every
 * order writes stock) the page is read from the database alone, as before, so writes cost at most
 * one whole-listing read per listing and second on top of today's page reads.
 *
 * Memory: a held id costs about 52 bytes (a flat 24-character string and its array slot). The lists of
 * a catalogue hold each listed product at most six times (all products and trending, each in two
 * sorts; its category; its subcategory): 120,000 ids, about 6.2 MB, at 20,000 products. At most
 * `MAX_HELD_IDS` ids are held in all; the least recently used lists go first. A listing longer
 * than that is never held: it is read again only after `TOO_LONG_RETRY_MS`.
 */
const TTL_MS = 30_000;
const MIN_READ_GAP_MS = 1_000;
const TOO_LONG_RETRY_MS = 10 * 60_000;
const MAX_HELD_IDS = 200_000;

interface Order {
  version: number;
  expires: number;
  ids: readonly string[];
}

interface Read {
  version: number;
  startedAt: number;
  /** Until the read settles. */
  pending?: Promise<readonly string[] | undefined>;
  /** When the listing was found longer than the cap. */
  tooLongAt?: number;
}

const orders = new Map<string, Order>();
/** The last read of each listing (one entry per listing of the catalogue). */
const reads = new Map<string, Read>();
let held = 0;

const forget = (key: string) => {
  const order = orders.get(key);
  if (!order) return;
  held -= order.ids.length;
  orders.delete(key);
};

function keep(key: string, order: Order, maxHeld: number): void {
  forget(key);
  // Lists of an older catalogue version are never used again; then the least recently used go.
  for (const [k, o] of orders) if (o.version !== order.version) forget(k);
  for (const k of orders.keys()) {
    if (held + order.ids.length <= maxHeld) break;
    forget(k);
  }
  orders.set(key, order);
  held += order.ids.length;
}

export interface ListingOrderOptions {
  now?: () => number;
  maxHeld?: number;
}

/**
 * The ids of the listing `key`, in its order: the list held while current, else `read()`'s (one
 * read per listing and catalogue version, shared by the pages asked meanwhile). `undefined` when
 * the listing's last read started less than `MIN_READ_GAP_MS` ago at an older version, or it is
 * longer than `maxHeld`: the caller pages it from the database.
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
    return kept.ids;
  }
  const last = reads.get(key);
  if (last?.pending && last.version === version) return last.pending;
  const at = now();
  if (
    last &&
    (last.pending ||
      at - last.startedAt < MIN_READ_GAP_MS ||
      (last.tooLongAt !== undefined && at - last.tooLongAt < TOO_LONG_RETRY_MS))
  ) {
    return undefined;
  }
  const state: Read = { version, startedAt: at };
  state.pending = read()
    .then((ids) => {
      if (ids.length > maxHeld) {
        state.tooLongAt = now();
        return undefined;
      }
      if (version === catalogueVersion()) {
        keep(key, { version, expires: now() + TTL_MS, ids }, maxHeld);
      }
      return ids;
    })
    .finally(() => {
      state.pending = undefined;
    });
  reads.set(key, state);
  return state.pending;
}

/** Settles once every listing read started so far is done (tests). */
export async function listingReadsDone(): Promise<void> {
  await Promise.all([...reads.values()].map((r) => r.pending?.catch(() => undefined)));
}

/** Ids held in all lists (tests). */
export const heldListingIds = (): number => held;
