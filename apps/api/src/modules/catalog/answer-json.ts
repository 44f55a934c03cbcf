/**
 * JSON text of catalogue answers that carry long-lived product summaries (the search index keeps
 * one summary object per product): each such summary's JSON is made once, when the index takes the
 * product in (about 3 µs and 900 bytes a product), and answers are concatenated from those texts instead of serialising 20 objects again — the
 * single largest cost of an uncached search answer after the search itself. Summaries opt in with
 * `keepJsonOf` (the index does it for each product it holds); a replaced product is a new object,
 * so its old text goes with the old summary. The text is kept on the object itself, under a symbol
 * (which `JSON.stringify` and `Object.entries` never see): a WeakMap of 20,000 summaries, and texts
 * made on first use, made garbage collections markedly slower (bench/search-cpu.ts: p99 CPU per
 * search about 1.25 ms, against 0.8 ms so).
 *
 * Hand-written because the standard way to splice ready-made JSON into `JSON.stringify`
 * (`JSON.rawJSON`) is not in every Node this code runs on (20.19+). The walk is shallow: plain
 * objects and arrays near the top of the answer; anything else, and every value below, goes
 * through `JSON.stringify` itself, so the text is byte for byte what `JSON.stringify` gives (a test
 * holds it to that).
 */

/** On an object whose JSON is kept: the text. */
const TEXT = Symbol('kept JSON text');
type Keeping = { [TEXT]?: string };

/** Keeps the JSON text of a long-lived, never-modified object. */
export function keepJsonOf(value: object): void {
  // Made now, while the index is built (in slices), so no answer pays for it or for keeping it;
  // not enumerable: invisible to deep comparisons and copies as well.
  Object.defineProperty(value, TEXT, { value: JSON.stringify(value), enumerable: false });
}

/** How deep the walk looks for kept objects (the search answers hold them at depth 2 and 3). */
const MAX_DEPTH = 3;

const isPlain = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && !('toJSON' in value);
};

/** Whether `JSON.stringify` leaves this property out of an object (and writes `null` in arrays). */
const skipped = (value: unknown): boolean =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** Appends `value`'s JSON to `out` in pieces, joined once at the end (one copy of the text). */
function write(value: unknown, depth: number, out: string[]): void {
  if (value === null || typeof value !== 'object') {
    out.push(JSON.stringify(value) ?? 'null');
    return;
  }
  const text = (value as Keeping)[TEXT];
  if (text !== undefined) out.push(text);
  else if (depth >= MAX_DEPTH) out.push(JSON.stringify(value));
  else if (Array.isArray(value)) {
    out.push('[');
    for (let i = 0; i < value.length; i += 1) {
      const v: unknown = value[i];
      if (i > 0) out.push(',');
      if (skipped(v)) out.push('null');
      else write(v, depth + 1, out);
    }
    out.push(']');
  } else if (!isPlain(value)) out.push(JSON.stringify(value));
  else {
    out.push('{');
    let first = true;
    for (const [k, v] of Object.entries(value)) {
      if (skipped(v)) continue;
      out.push(first ? `${JSON.stringify(k)}:` : `,${JSON.stringify(k)}:`);
      first = false;
      write(v, depth + 1, out);
    }
    out.push('}');
  }
}

/** `JSON.stringify(body)`, with kept objects' JSON reused (see above). */
export function answerJson(body: unknown): string {
  if (skipped(body)) return JSON.stringify(body);
  const out: string[] = [];
  write(body, 0, out);
  return out.join('');
}
