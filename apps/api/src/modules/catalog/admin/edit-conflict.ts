import { CatalogueMsg } from '@vastra/contracts/admin/catalogue';
import { AppError, type ErrorIssue } from '../../../lib/app-error';
import { latestAuditOf } from '../../staff';

/**
 * Two people editing one product: the form carries the `editVersion` it was opened with, and a save
 * over a newer version is refused with who changed what since (read from the audit log), each
 * change named on its field, so the form can show them and reload keeping its own other changes.
 */

export const EDIT_CONFLICT = 'EDIT_CONFLICT';

/** Audited fields as the form names them (the selling price and total follow MRP and sizes). */
const FORM_FIELD: Record<string, string> = {
  sellingPrice: 'price',
  percentOff: 'discount',
  stock: 'inventory',
};

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

/** The 409 for a save over `behind` newer versions of product `id`. */
export async function editConflict(id: string, behind: number): Promise<AppError> {
  const entries = await latestAuditOf(
    { type: 'product', id },
    ['product.update', 'product.bulk', 'product.csv'],
    Math.max(1, Math.min(behind, 20)),
  );
  const who = entries[0]?.actor.email ?? 'Someone';
  const issues: ErrorIssue[] = [];
  const named = new Set<string>();
  // Oldest first, so each field shows where it started and where it ended.
  const first = new Map<string, unknown>();
  const last = new Map<string, { after: unknown; by: string }>();
  for (const e of [...entries].reverse()) {
    for (const [k, after] of Object.entries(e.after ?? {})) {
      if (!first.has(k)) first.set(k, e.before?.[k]);
      last.set(k, { after, by: e.actor.email });
    }
  }
  for (const [k, { after, by }] of last) {
    const path = FORM_FIELD[k] ?? k;
    if (named.has(path)) continue;
    named.add(path);
    issues.push({
      path,
      message: CatalogueMsg.fieldChangedMeanwhile(by, show(first.get(k)), show(after)),
    });
  }
  return new AppError(409, CatalogueMsg.editedMeanwhile(who), EDIT_CONFLICT, issues);
}
