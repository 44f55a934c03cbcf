import type { AuditEntry } from '@vastra/contracts/admin/staff';

/**
 * An audit entry's change as people read it: one row per field that changed (nested records
 * followed to their own fields), each value as short text: no JSON.
 */
export interface ChangeRow {
  field: string;
  before: string;
  after: string;
}

/** Lists and records inside a value are cut to this many characters. */
const NESTED_MAX = 160;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `sellingPrice` → `selling price`. */
const words = (key: string): string =>
  key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

const cut = (s: string): string => (s.length > NESTED_MAX ? `${s.slice(0, NESTED_MAX - 1)}…` : s);

/** One value as short text: a list's items by "; ", a record's fields as "name value". */
export function shortText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (Array.isArray(v)) return v.length ? cut(v.map(shortText).join('; ')) : 'none';
  if (isRecord(v)) {
    const parts = Object.entries(v).map(([k, x]) => `${words(k)} ${shortText(x)}`);
    return parts.length ? cut(parts.join(', ')) : '—';
  }
  return '—';
}

/**
 * Every leaf of a record by its path (`filters.status`); lists and other values are leaves, an
 * empty record is no value.
 */
function leaves(v: unknown, path: string[], out: Map<string, unknown>): Map<string, unknown> {
  if (isRecord(v) && Object.keys(v).length > 0) {
    for (const [k, x] of Object.entries(v)) leaves(x, [...path, k], out);
  } else if (path.length > 0) {
    out.set(path.join('.'), isRecord(v) ? null : v);
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields an entry changed, before → after, in the order the entry lists them. */
export function changeRows(entry: Pick<AuditEntry, 'before' | 'after'>): ChangeRow[] {
  const before = leaves(entry.before ?? {}, [], new Map());
  const after = leaves(entry.after ?? {}, [], new Map());
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths
    .filter((p) => !same(before.get(p), after.get(p)))
    .map((p) => ({
      field: p.split('.').map(words).join(' › '),
      before: shortText(before.get(p)),
      after: shortText(after.get(p)),
    }));
}
