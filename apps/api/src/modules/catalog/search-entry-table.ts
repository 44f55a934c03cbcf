import type { SearchEntry } from './search-rank';

/**
 * Search entries by candidate number, with what ranking reads of every candidate in typed arrays:
 * popularity, the id as two numbers, and a signature of the name's letter pairs. The thousands of
 * candidates of a broad word that lose to the best few are ranked without reading their entry
 * objects (one scattered memory read each), and the name-holds-the-phrase check reads a name only
 * when its signature holds every letter pair of the phrase.
 */
export class EntryTable {
  readonly entries: (SearchEntry | undefined)[] = [];
  popularity = new Float64Array(64);
  /** The id's first 13 hex digits and its last 11, as numbers (ids compare by them first). */
  idHead = new Float64Array(64);
  idTail = new Float64Array(64);
  /** Per slot, two words: `signatureOf(phraseName)`. */
  nameSignature = new Int32Array(128);

  static of(entries: readonly (SearchEntry | undefined)[]): EntryTable {
    const table = new EntryTable();
    entries.forEach((e, slot) => table.set(slot, e));
    return table;
  }

  set(slot: number, entry: SearchEntry | undefined): void {
    if (slot >= this.popularity.length) {
      const size = Math.max(slot + 1, this.popularity.length * 2);
      const grow = <T extends Float64Array | Int32Array>(from: T, to: T): T => {
        to.set(from);
        return to;
      };
      this.popularity = grow(this.popularity, new Float64Array(size));
      this.idHead = grow(this.idHead, new Float64Array(size));
      this.idTail = grow(this.idTail, new Float64Array(size));
      this.nameSignature = grow(this.nameSignature, new Int32Array(size * 2));
    }
    this.entries[slot] = entry;
    this.popularity[slot] = entry?.popularity ?? 0;
    this.idHead[slot] = entry?.idHead ?? 0;
    const id = entry?.id ?? '';
    // Only a 24-digit hex id (an ObjectId) compares by numbers: others fall back on the string.
    this.idTail[slot] = /^[0-9a-f]{24}$/.test(id) ? Number.parseInt(id.slice(13), 16) : 0;
    const [lo, hi] = signatureOf(entry?.phraseName ?? '');
    this.nameSignature[slot * 2] = lo;
    this.nameSignature[slot * 2 + 1] = hi;
  }

  /** Whether the slot's name holds `phrase`, whose signature is `sig` (see `signatureOf`). */
  nameHolds(slot: number, phrase: string, sig: readonly [number, number]): boolean {
    const lo = this.nameSignature[slot * 2]!;
    const hi = this.nameSignature[slot * 2 + 1]!;
    if ((lo & sig[0]) !== sig[0] || (hi & sig[1]) !== sig[1]) return false;
    return this.entries[slot]?.phraseName.includes(phrase) ?? false;
  }
}

/**
 * A 64-bit signature (two 32-bit words) of a text's adjacent character pairs: a text holding
 * another holds all its pairs, so its signature holds the other's bits. A quick "certainly not"
 * before a substring search (a Bloom filter of one hash).
 */
export function signatureOf(text: string): [number, number] {
  let lo = 0;
  let hi = 0;
  for (let i = 1; i < text.length; i += 1) {
    const bit =
      (Math.imul(text.charCodeAt(i - 1) * 131 + text.charCodeAt(i), 0x9e3779b1) >>> 26) & 63;
    if (bit < 32) lo |= 1 << bit;
    else hi |= 1 << (bit - 32);
  }
  return [lo, hi];
}
