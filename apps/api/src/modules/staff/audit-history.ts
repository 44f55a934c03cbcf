import type { AuditEntry } from '@vastra/contracts/admin/staff';
import { AuditModel } from './audit.model';

/** One thing's latest audit entries of the given actions, newest first. */
export function latestAuditOf(
  entity: { type: string; id: string },
  actions: readonly string[],
  limit: number,
) {
  return AuditModel.find({
    'entity.type': entity.type,
    'entity.id': entity.id,
    action: { $in: [...actions] },
  })
    .sort({ at: -1, _id: -1 })
    .limit(limit)
    .lean<Pick<AuditEntry, 'actor' | 'before' | 'after'>[]>();
}
