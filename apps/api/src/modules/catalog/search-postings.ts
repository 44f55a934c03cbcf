import type { ProductSummary } from '@vastra/contracts';
import SearchableMap from 'minisearch/SearchableMap';
import { keepJsonOf } from './answer-json';
import type { Vocabulary } from './search-match';
import { EntryTable } from './search-entry-table';
import { termMasks, toSearchEntry, type SearchSource } from './search-database';
import { fieldTerms } from './search-text';
import { isUnlisted } from './product.model';

/** The products holding a term: candidate numbers and, at the same position, the fields' mask. */
interface Posting {
  slots: number[];
  masks: number[];
}

/**
 * The catalogue's words (MiniSearch's radix tree: exact, prefix and fuzzy lookup), each with its
 * posting list; each product under a small number (its slot, reused after removal), with its
 * terms (for removal) and its search entry.
 */
export class WordIndex implements Vocabulary {
  private readonly tree = new SearchableMap<Posting>();
  /** Each slot's search entry (and what ranking reads of it). */
  readonly table = new EntryTable();
  private readonly held: (Map<string, number> | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly free: number[] = [];

  get size(): number {
    return this.slotOf.size;
  }

  /** Adds or replaces a product; a draft, hidden or archived one is only dropped (never answered). */
  put(doc: SearchSource): void {
    const id = doc._id.toString();
    this.drop(id);
    if (isUnlisted(doc)) return;
    const slot = this.free.pop() ?? this.table.entries.length;
    const masks = termMasks(fieldTerms(doc));
    for (const [term, mask] of masks) {
      let posting = this.tree.get(term);
      if (!posting) this.tree.set(term, (posting = { slots: [], masks: [] }));
      posting.slots.push(slot);
      posting.masks.push(mask);
    }
    const entry = toSearchEntry(doc);
    // Held until the product is written again: its answer JSON is made once, now (answer-json.ts).
    keepJsonOf(entry.summary);
    this.table.set(slot, entry);
    this.held[slot] = masks;
    this.slotOf.set(id, slot);
  }

  drop(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    for (const term of this.held[slot]?.keys() ?? []) {
      const posting = this.tree.get(term);
      if (!posting) continue;
      const at = posting.slots.indexOf(slot);
      const last = posting.slots.length - 1;
      // Order within a posting list does not matter (ranking is a total order): swap-remove.
      posting.slots[at] = posting.slots[last]!;
      posting.masks[at] = posting.masks[last]!;
      posting.slots.pop();
      posting.masks.pop();
      if (posting.slots.length === 0) this.tree.delete(term);
    }
    this.table.set(slot, undefined);
    this.held[slot] = undefined;
    this.slotOf.delete(id);
    this.free.push(slot);
  }

  /** The product's kept summary (its answer JSON made once: answer-json.ts); undefined if not held. */
  summaryOf(id: string): ProductSummary | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.table.entries[slot]?.summary;
  }

  posting(term: string): Posting | undefined {
    return this.tree.get(term);
  }
  has(term: string): boolean {
    return this.tree.has(term);
  }
  /** Products holding the term. */
  count(term: string): number {
    return this.tree.get(term)?.slots.length ?? 0;
  }
  startingWith(prefix: string): Iterable<string> {
    return this.tree.atPrefix(prefix).keys();
  }
  near(term: string, edits: number): Iterable<string> {
    return this.tree.fuzzyGet(term, edits).keys();
  }
}
