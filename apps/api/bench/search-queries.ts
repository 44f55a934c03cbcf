/**
 * Distinct search queries for the search benchmarks, the way shoppers type them: a third as typed
 * ("navy kurta"), a third with the last word cut short ("navy kur", still being typed) and a third
 * with one typo in a word of 4+ letters ("navy kutra": neighbours swapped, a letter dropped or
 * doubled). Built from product names, so every query is about the catalogue; each is distinct.
 */

type Kind = 'exact' | 'prefix' | 'typo';

function typo(word: string, n: number): string {
  const i = 1 + (n % (word.length - 2));
  switch (n % 3) {
    case 0: // swap neighbours
      return word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2);
    case 1: // drop a letter
      return word.slice(0, i) + word.slice(i + 1);
    default: // double a letter
      return word.slice(0, i + 1) + (word[i] ?? '') + word.slice(i + 1);
  }
}

function variant(words: string[], kind: Kind, n: number): string | null {
  const last = words[words.length - 1] ?? '';
  if (kind === 'exact') return words.join(' ');
  if (kind === 'prefix') {
    if (last.length < 4) return null;
    const cut = 2 + (n % (last.length - 2));
    return [...words.slice(0, -1), last.slice(0, cut)].join(' ');
  }
  const at = words.findIndex((w, i) => w.length >= 4 && (i + n) % 2 === 0);
  const k = at >= 0 ? at : words.findIndex((w) => w.length >= 4);
  if (k < 0) return null;
  return words.map((w, i) => (i === k ? typo(w, n) : w)).join(' ');
}

/** Up to `max` distinct queries, kinds interleaved (exact, prefix, typo, exact, …). */
export function searchQueries(names: readonly string[], max = 50_000): string[] {
  const kinds: Kind[] = ['exact', 'prefix', 'typo'];
  const seen = new Set<string>();
  const byKind: Record<Kind, string[]> = { exact: [], prefix: [], typo: [] };
  let n = 0;
  for (const name of names) {
    const words = name
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => /^[a-z]{3,}$/.test(w));
    // One, two and three words of the name: the last noun with what precedes it.
    const picks: string[][] = [];
    for (let i = 0; i < words.length; i += 1) {
      picks.push([words[i] ?? '']);
      for (let j = i + 1; j < words.length; j += 1) picks.push([words[i] ?? '', words[j] ?? '']);
      if (i + 2 < words.length) picks.push(words.slice(i, i + 3));
    }
    for (const p of picks) {
      for (const kind of kinds) {
        n += 1;
        const q = variant(p, kind, n);
        if (q && !seen.has(q)) {
          seen.add(q);
          byKind[kind].push(q);
        }
      }
    }
    if (seen.size >= max * 1.5) break;
  }
  const out: string[] = [];
  for (let i = 0; out.length < max; i += 1) {
    const before = out.length;
    for (const kind of kinds) {
      const q = byKind[kind][i];
      if (q !== undefined && out.length < max) out.push(q);
    }
    if (out.length === before) break;
  }
  return out;
}
