import { sellingPrice } from '@vastra/contracts/admin/catalogue';
import { BulkMsg, type BulkAction } from '@vastra/contracts/admin/catalogue-bulk';
import { AppError } from '../../../lib/app-error';
import { oid } from '../../../lib/ids';
import { inTransaction } from '../../../lib/transaction';
import { changedFields, recordAudit, type StaffActor } from '../../staff';
import { ProductModel } from '../product.model';
import { AUDITED_PRODUCT_FIELDS, toAdminProduct, type ProductDoc } from './product-admin.dto';

/**
 * One action on many products from the back office's list, in one transaction: every chosen
 * product is changed or none is. Each product changed is audited once with only its changed
 * fields and its `editVersion` bumped (a product form opened before then is refused on save);
 * a product saved since the list showed it is refused here the same way. The model's write hooks
 * tell the storefront's caches and search index, as for a single edit.
 */

/** The stored fields an action sets on one product (null: the product cannot take it). */
function fieldsFor(p: ProductDoc, action: BulkAction): Record<string, unknown> | null {
  // Visibility is for published products: a draft stays one until it is published on its own.
  if (action.type === 'visibility') return p.status === 'draft' ? {} : { status: action.status };
  const price = action.type === 'price' ? action.price : p.price;
  const discount = action.type === 'discount' ? action.percent / 100 : (p.discount ?? 0);
  // An amount off (above 1) must stay below the MRP.
  if (discount > 1 && discount >= price) return null;
  const selling = sellingPrice(price, discount);
  return { price, discount, discountedPrice: selling < price ? selling : 0 };
}

export async function bulkEditProducts(
  actor: StaffActor,
  ids: string[],
  action: BulkAction,
  versionsSeen: Record<string, number> = {},
): Promise<{ updated: number; unchanged: number }> {
  return inTransaction(async (session) => {
    const docs = await ProductModel.find({ _id: { $in: ids.map(oid) } })
      .session(session)
      .lean<ProductDoc[]>();
    if (docs.length !== ids.length)
      throw AppError.conflict(BulkMsg.missing(ids.length - docs.length));
    const stale = docs.filter((d) => {
      const seen = versionsSeen[String(d._id)];
      return seen !== undefined && seen !== (d.editVersion ?? 0);
    });
    if (stale.length)
      throw AppError.conflict(
        BulkMsg.editedMeanwhile(
          stale
            .slice(0, 5)
            .map((d) => d.name)
            .join(', ') + (stale.length > 5 ? ` and ${stale.length - 5} more` : ''),
        ),
      );
    let updated = 0;
    for (const doc of docs) {
      const set = fieldsFor(doc, action);
      if (!set) throw AppError.badRequest(BulkMsg.discountAboveMrp(doc.name));
      const before = toAdminProduct(doc);
      const after = toAdminProduct({ ...doc, ...set } as ProductDoc);
      const diff = changedFields(before, after, AUDITED_PRODUCT_FIELDS);
      if (!diff) continue;
      const version = doc.editVersion ?? 0;
      const res = await ProductModel.updateOne(
        { _id: doc._id, editVersion: version === 0 ? { $in: [0, null] } : version },
        { $set: set, $inc: { editVersion: 1 } },
        { session },
      );
      if (res.matchedCount !== 1) throw AppError.conflict(BulkMsg.editedMeanwhile(doc.name));
      await recordAudit(
        actor,
        {
          action: 'product.bulk',
          entity: { type: 'product', id: String(doc._id), label: doc.name },
          ...diff,
        },
        session,
      );
      updated += 1;
    }
    return { updated, unchanged: docs.length - updated };
  });
}
