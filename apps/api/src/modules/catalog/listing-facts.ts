import { catalogueVersion } from './catalogue-version';

/**
 * Small facts every listing page asks the database for again and again although they change only
 * with a catalogue write: whether any product is hidden or archived, how many products a filter
 * holds, a category's names. Kept in this process, keyed by what was asked, and used only while
 * no catalogue write happened here or was reported from another process since the read started
 * (`catalogueVersion`), and for at most `TTL_MS`: the response cache's own expiry, which bounds a
 * read made between a write and its transaction's commit the same way. An uncached listing page
 * then costs one query (its products) instead of three or four.
 */
const TTL_MS = 30_000;
/** Distinct facts kept (categories × subcategories × filters); all dropped when full. */
const MAX_FACTS = 2_000;

interface Fact {
  version: number;
  expires: number;
  value: unknown;
}

const facts = new Map<string, Fact>();

/** The value kept under `key` while fresh; otherwise `load()`'s, kept when no write overlapped it. */
export async function listingFact<T>(
  key: string,
  load: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  const version = catalogueVersion();
  const kept = facts.get(key);
  if (kept && kept.version === version && kept.expires > now()) return kept.value as T;
  const value = await load();
  if (version === catalogueVersion()) {
    if (facts.size >= MAX_FACTS) facts.clear();
    facts.set(key, { version, expires: now() + TTL_MS, value });
  }
  return value;
}
