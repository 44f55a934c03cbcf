import {
  CatalogueMsg,
  PublicationMsg,
  type AdminProduct,
  type ProductStatus,
} from '@vastra/contracts/admin/catalogue';
import { AppError } from '../../../lib/app-error';
import { oid } from '../../../lib/ids';
import { changedFields, recordAudit, type StaffActor } from '../../staff';
import { ProductModel } from '../product.model';
import { AUDITED_PRODUCT_FIELDS, toAdminProduct, type ProductDoc } from './product-admin.dto';

/**
 * Show, hide or archive a published product. "Not a draft" is part of the write's own filter, so a
 * product moved back to draft at the same moment is never shown, hidden or archived (409 with the
 * publication message); the document as it was before the write gives the audit entry (the status
 * only). The model's write hooks move the catalogue version, so the storefront follows.
 */
export async function setProductStatus(
  actor: StaffActor,
  id: string,
  status: ProductStatus,
): Promise<{ product: AdminProduct }> {
  const before = await ProductModel.findOneAndUpdate(
    { _id: oid(id), status: { $ne: 'draft' } },
    { $set: { status } },
    { returnDocument: 'before' },
  ).lean<ProductDoc>();
  if (!before) {
    if (await ProductModel.exists({ _id: oid(id) }))
      throw AppError.conflict(PublicationMsg.draftStatus);
    throw AppError.notFound(CatalogueMsg.productNotFound);
  }
  const diff = changedFields(
    toAdminProduct(before),
    toAdminProduct({ ...before, status }),
    AUDITED_PRODUCT_FIELDS,
  );
  if (diff)
    await recordAudit(actor, {
      action: 'product.status',
      entity: { type: 'product', id, label: before.name },
      ...diff,
    });
  const now = await ProductModel.findById(id).lean<ProductDoc>();
  return { product: toAdminProduct(now ?? { ...before, status }) };
}
