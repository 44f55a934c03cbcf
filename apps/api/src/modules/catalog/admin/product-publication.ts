import {
  CatalogueMsg,
  PublicationMsg,
  type AdminProduct,
  type ProductPublication,
} from '@vastra/contracts/admin/catalogue';
import { AppError } from '../../../lib/app-error';
import { oid } from '../../../lib/ids';
import { changedFields, recordAudit, updateIfVersion, type StaffActor } from '../../staff';
import { ProductModel } from '../product.model';
import { toAdminProduct, type ProductDoc } from './product-admin.dto';
import { productEditRecord } from './edit-conflict';

/**
 * Publishing a draft (it goes on sale: `active`) or moving a product back to draft (off the
 * storefront everywhere). Version-checked like a form save when the page sends the version it
 * showed, and it bumps the version, so a form opened before is refused on save. Audited as
 * `product.publication` with only the status before and after. The model's write hooks move the
 * catalogue version, so cached storefront answers and the search index follow.
 */
export async function setProductPublication(
  actor: StaffActor,
  id: string,
  publication: ProductPublication,
  versionSeen?: number,
): Promise<{ product: AdminProduct }> {
  const filter: Record<string, unknown> = {
    _id: oid(id),
    status: publication === 'published' ? 'draft' : { $ne: 'draft' },
  };
  const to = publication === 'published' ? 'active' : 'draft';
  const before = await ProductModel.findOne(filter).lean<ProductDoc>();
  const doc = before
    ? await updateIfVersion<ProductDoc>(
        ProductModel,
        filter,
        versionSeen,
        { $set: { status: to } },
        productEditRecord(id),
      )
    : null;
  if (!before || !doc) {
    const exists = await ProductModel.exists({ _id: oid(id) });
    if (!exists) throw AppError.notFound(CatalogueMsg.productNotFound);
    throw AppError.conflict(
      publication === 'published' ? PublicationMsg.alreadyPublished : PublicationMsg.alreadyDraft,
    );
  }
  const product = toAdminProduct(doc);
  const diff = changedFields({ status: before.status ?? 'active' }, { status: product.status }, [
    'status',
  ]);
  if (diff)
    await recordAudit(actor, {
      action: 'product.publication',
      entity: { type: 'product', id: product._id, label: product.name },
      ...diff,
    });
  return { product };
}
