import type { AuditEntry, AuditListQuery, StaffRole } from '@vastra/contracts/admin/staff';
import type { ClientSession } from 'mongoose';
import { AuditModel } from './audit.model';

/** Who made a back-office change (the signed-in staff member, or the `admin:create` command). */
export interface StaffActor {
  id: string;
  email: string;
  role: StaffRole;
}

export interface AuditInput {
  /** Dotted verb: `product.update`, `stock.bulk`, `staff.create`… */
  action: string;
  entity: { type: string; id: string; label?: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one audit entry. Every back-office write calls this after (or, given `session`, inside
 * the same transaction as) the change it records.
 */
export async function recordAudit(
  actor: StaffActor,
  input: AuditInput,
  session?: ClientSession,
): Promise<void> {
  await AuditModel.create(
    [
      {
        at: new Date(),
        actor,
        action: input.action,
        entity: { type: input.entity.type, id: input.entity.id, label: input.entity.label ?? '' },
        before: input.before ?? null,
        after: input.after ?? null,
      },
    ],
    session ? { session } : {},
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields among `keys` whose values differ, as `{ before, after }` holding just those fields;
 * null when nothing changed (so a no-op save writes no entry).
 */
export function changedFields<K extends string>(
  before: Partial<Record<K, unknown>>,
  after: Partial<Record<K, unknown>>,
  keys: readonly K[],
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of keys) {
    if (same(before[k], after[k])) continue;
    b[k] = before[k] ?? null;
    a[k] = after[k] ?? null;
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

/** The audit list's filter: by action, by entity (type, and id), by actor, or none. */
export function auditFilter(q: AuditListQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (q.action) filter.action = q.action;
  if (q.entityType) filter['entity.type'] = q.entityType;
  if (q.entityId) filter['entity.id'] = q.entityId;
  if (q.actor) filter['actor.id'] = q.actor;
  return filter;
}

/** The audit log, newest first, narrowed by action, entity or actor. */
export async function listAudit(
  q: AuditListQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const filter = auditFilter(q);
  const [docs, total] = await Promise.all([
    AuditModel.find(filter)
      .sort({ at: -1, _id: -1 })
      .skip((q.page - 1) * q.limit)
      .limit(q.limit)
      .lean(),
    // No filter: the collection's own count instead of counting every entry.
    Object.keys(filter).length === 0
      ? AuditModel.estimatedDocumentCount()
      : AuditModel.countDocuments(filter),
  ]);
  const entries = docs.map((d) => ({
    _id: String(d._id),
    at: d.at.toISOString(),
    actor: {
      id: d.actor?.id ?? '',
      email: d.actor?.email ?? '',
      role: (d.actor?.role ?? 'readonly') as StaffRole,
    },
    action: d.action,
    entity: { type: d.entity?.type ?? '', id: d.entity?.id ?? '', label: d.entity?.label ?? '' },
    before: (d.before as Record<string, unknown> | null) ?? null,
    after: (d.after as Record<string, unknown> | null) ?? null,
  }));
  return { entries, total };
}
