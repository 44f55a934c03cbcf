import type { SearchEntry } from './search-match';

/** 32-bit words in a name signature (`signatureOf`). */
const SIGNATURE_WORDS = 4;

/**
 * Search entries by candidate number, with what ranking reads of every candidate in typed arrays:
 * popularity, the id as two numbers, and a signature of the name's letter triples. The thousands of
 * candidates of a broad word that lose to the best few are ranked without reading their entry
 * objects (one scattered memory read each), and the name-holds-the-phrase check reads a name only
 * when its signature holds every letter triple of the phrase.
 */
export class EntryTable {
  readonly entries: (SearchEntry | undefined)[] = [];
  popularity = new Float64Array(64);
  /** The id's first 13 hex digits and its last 11, as numbers (ids compare by them first). */
  idHead = new Float64Array(64);
  idTail = new Float64Array(64);
  /** Per slot, SIGNATURE_WORDS words: `signatureOf(phraseName)`. */
  nameSignature = new Int32Array(64 * SIGNATURE_WORDS);

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
      this.nameSignature = grow(this.nameSignature, new Int32Array(size * SIGNATURE_WORDS));
    }
    this.entries[slot] = entry;
    this.popularity[slot] = entry?.popularity ?? 0;
    this.idHead[slot] = entry?.idHead ?? 0;
    const id = entry?.id ?? '';
    // Only a 24-digit hex id (an ObjectId) compares by numbers: others fall back on the string.
    this.idTail[slot] = /^[0-9a-f]{24}$/.test(id) ? Number.parseInt(id.slice(13), 16) : 0;
    this.nameSignature.set(signatureOf(entry?.phraseName ?? ''), slot * SIGNATURE_WORDS);
  }

  /** Whether the slot's name holds `phrase`, whose signature is `sig` (see `signatureOf`). */
  nameHolds(slot: number, phrase: string, sig: Int32Array): boolean {
    const at = slot * SIGNATURE_WORDS;
    for (let i = 0; i < SIGNATURE_WORDS; i += 1) {
      if ((this.nameSignature[at + i]! & sig[i]!) !== sig[i]) return false;
    }
    return this.entries[slot]?.phraseName.includes(phrase) ?? false;
  }
}

/**
 * A 128-bit signature (four 32-bit words) of a text's runs of three characters: a text holding
 * another holds all its triples, so its signature holds the other's bits. A quick "certainly not"
 * before a substring search (a Bloom filter of one hash). Triples, not pairs: "cotton shirt" is
 * then told apart from "cotton oxford shirt" by "n s". Texts under three characters have none.
 */
export function signatureOf(text: string): Int32Array {
  const sig = new Int32Array(SIGNATURE_WORDS);
  for (let i = 2; i < text.length; i += 1) {
    const triple =
      (text.charCodeAt(i - 2) * 131 + text.charCodeAt(i - 1)) * 131 + text.charCodeAt(i);
    const bit = Math.imul(triple, 0x9e3779b1) >>> 25; // 0–127
    sig[bit >>> 5]! |= 1 << (bit & 31);
  }
  return sig;
}
