import { CatalogueMsg } from '@vastra/contracts/admin/catalogue';
import type { AppError } from '../../../lib/app-error';
import { staleEdit, type EditedRecord } from '../../staff';

/**
 * Two people editing one product: the form carries the `editVersion` it was opened with, and a save
 * over a newer version is refused with who changed what since (the staff module's `staleEdit`),
 * each change named on its form field, so the form can show them and reload keeping its own.
 */

/** Audited fields as the form names them (the selling price and total follow MRP and sizes). */
const FORM_FIELD: Record<string, string> = {
  sellingPrice: 'price',
  percentOff: 'discount',
  stock: 'inventory',
};

/** Product `id` as a versioned record: the audit actions that bump its version, its wording. */
export const productEditRecord = (id: string): EditedRecord => ({
  entity: { type: 'product', id },
  actions: ['product.update', 'product.bulk', 'product.csv', 'product.publication'],
  thing: 'product',
  formField: FORM_FIELD,
  message: CatalogueMsg.editedMeanwhile,
});

/** The 409 for a save over `behind` newer versions of product `id`. */
export function editConflict(id: string, behind: number): Promise<AppError> {
  return staleEdit(productEditRecord(id), behind);
}
