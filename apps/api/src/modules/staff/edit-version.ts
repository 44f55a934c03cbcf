import { EDIT_CONFLICT, EditMsg } from '@vastra/contracts/admin/edit-version';
import type { ClientSession, Model } from 'mongoose';
import { AppError, type ErrorIssue } from '../../lib/app-error';
import { latestAuditOf } from './audit-history';

/**
 * Two people editing one back-office record. Every versioned record keeps an `editVersion`
 * (absent on records from before it: 0); an edit form sends the version it was opened with, and a
 * save over a newer one is refused with who saved meanwhile and what they changed on each field,
 * read from the audit log (each save audits only its changed fields). Each accepted save bumps the
 * version in the same write, so two saves from one version never both go through.
 */

/** Where a record's changes are audited, and how to name it and its fields in the refusal. */
export interface EditedRecord {
  entity: { type: string; id: string };
  /** The audit actions that change it (`category.update`…). */
  actions: readonly string[];
  /** What it is called in the message ("coupon", "category"…). */
  thing: string;
  /** Audited field → form field, where they differ. */
  formField?: Readonly<Record<string, string>>;
  /** The message, when the record has its own wording. */
  message?: (who: string) => string;
  /** An entry's changed fields as the form names them, when older entries used another shape. */
  readAudit?: (
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ) => { before: Record<string, unknown>; after: Record<string, unknown> };
}

/** The filter clause for a record still at `version` (a record without one is at 0). */
export const atVersion = (version: number, field = 'editVersion'): Record<string, unknown> => ({
  [field]: version === 0 ? { $in: [0, null] } : version,
});

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '(empty)';
  if (Array.isArray(v))
    return v
      .map((x) =>
        x && typeof x === 'object' && 'size' in x && 'stock' in x
          ? `${String(x.size)}: ${String(x.stock)}`
          : String(x),
      )
      .join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

/** The 409 for a save `behind` versions behind `record`: who saved last, and each changed field. */
export async function staleEdit(record: EditedRecord, behind: number): Promise<AppError> {
  const entries = await latestAuditOf(
    record.entity,
    record.actions,
    Math.max(1, Math.min(behind, 20)),
  );
  const who = entries[0]?.actor.email ?? 'Someone';
  // Oldest first, so each field shows where it started and where it ended.
  const first = new Map<string, unknown>();
  const last = new Map<string, { after: unknown; by: string }>();
  for (const e of [...entries].reverse()) {
    const read = record.readAudit?.(e.before ?? {}, e.after ?? {}) ?? e;
    for (const [k, after] of Object.entries(read.after ?? {})) {
      if (!first.has(k)) first.set(k, read.before?.[k]);
      last.set(k, { after, by: e.actor.email });
    }
  }
  const issues: ErrorIssue[] = [];
  const named = new Set<string>();
  for (const [k, { after, by }] of last) {
    const path = record.formField?.[k] ?? k;
    if (named.has(path)) continue;
    named.add(path);
    issues.push({
      path,
      message: EditMsg.fieldChangedMeanwhile(by, show(first.get(k)), show(after)),
    });
  }
  const message = record.message?.(who) ?? EditMsg.editedMeanwhile(who, record.thing);
  return new AppError(409, message, EDIT_CONFLICT, issues);
}

/**
 * Applies `update` to the one record `filter` matches, only while it is at `versionSeen` (when
 * given), bumping its version in the same write. Answers the record after the write, or null when
 * no record matches `filter` at all; a record at another version is refused with `staleEdit`.
 */
export async function updateIfVersion<D>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>,
  filter: Record<string, unknown>,
  versionSeen: number | undefined,
  update: Record<string, unknown>,
  record: EditedRecord,
  session?: ClientSession,
): Promise<D | null> {
  const inc = (update.$inc as Record<string, number> | undefined) ?? {};
  const doc = await model
    .findOneAndUpdate(
      versionSeen === undefined ? filter : { ...filter, ...atVersion(versionSeen) },
      { ...update, $inc: { ...inc, editVersion: 1 } },
      { returnDocument: 'after', ...(session ? { session } : {}) },
    )
    .lean<D>();
  if (doc || versionSeen === undefined) return doc;
  const now = await model
    .findOne(filter, { editVersion: 1 })
    .session(session ?? null)
    .lean<{ editVersion?: number }>();
  if (!now) return null;
  throw await staleEdit(record, (now.editVersion ?? 0) - versionSeen);
}
