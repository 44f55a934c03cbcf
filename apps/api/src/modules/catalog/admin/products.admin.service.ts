import {
  CatalogueMsg,
  mergeEditedStock,
  LOW_STOCK_THRESHOLD,
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductRow,
  type ProductInputParsed,
} from '@vastra/contracts/admin/catalogue';
import type { SortOrder, Types } from 'mongoose';
import { AppError } from '../../../lib/app-error';
import { changedFields, recordAudit, type StaffActor } from '../../staff';
import { ProductModel } from '../product.model';
import {
  ADMIN_ROW_FIELDS,
  AUDITED_PRODUCT_FIELDS,
  toAdminProduct,
  toAdminRow,
  type ProductDoc,
} from './product-admin.dto';
import { editConflict } from './edit-conflict';
import { freeSlug, productFields } from './product-write';
import { isDuplicateKey } from '../../../lib/mongo-errors';
import { oid } from '../../../lib/ids';
import { escapeRegex } from '../../../lib/regex';
import { inTransaction } from '../../../lib/transaction';
import { recordRestock, restockedSizes, type AfterRestock, type StockView } from '../restock';

/**
 * The back office's products: list, read, create, edit, reorder images and
 * delete (only without orders). Every write is audited with the changed fields before and after;
 * the catalogue's caches and search index follow by themselves (the model's write hooks).
 */

/** The list query's filter (status defaults to everything but archived). */
export function productListFilter(q: AdminProductListQuery): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (q.status === undefined) and.push({ status: { $ne: 'archived' } });
  else if (q.status === 'active') and.push({ status: { $nin: ['draft', 'hidden', 'archived'] } });
  else if (q.status !== 'all') and.push({ status: q.status });
  if (q.publication === 'draft') and.push({ status: 'draft' });
  if (q.publication === 'published') and.push({ status: { $ne: 'draft' } });
  if (q.category) and.push({ category: oid(q.category) });
  if (q.subcategory) and.push({ subcategory: oid(q.subcategory) });
  if (q.stock === 'out') and.push({ stock: { $lte: 0 } });
  if (q.stock === 'low')
    and.push({ inventory: { $elemMatch: { stock: { $lt: LOW_STOCK_THRESHOLD } } } });
  for (const word of (q.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    const re = new RegExp(escapeRegex(word), 'i');
    and.push({ $or: [{ name: re }, { 'brand.name': re }, { slug: re }] });
  }
  return and.length ? { $and: and } : {};
}

export async function listAdminProducts(
  q: AdminProductListQuery,
): Promise<{ products: AdminProductRow[]; total: number }> {
  const filter = productListFilter(q);
  const dir: SortOrder = q.order === 'asc' ? 1 : -1;
  const [docs, total] = await Promise.all([
    ProductModel.find(filter, ADMIN_ROW_FIELDS)
      .sort({ [q.sort]: dir, _id: dir })
      .skip((q.page - 1) * q.limit)
      .limit(q.limit)
      .lean<ProductDoc[]>(),
    // No filter (every status): the collection's own count instead of counting every product.
    Object.keys(filter).length
      ? ProductModel.countDocuments(filter)
      : ProductModel.estimatedDocumentCount(),
  ]);
  return { products: docs.map(toAdminRow), total };
}

async function loadProduct(id: string): Promise<ProductDoc> {
  const doc = await ProductModel.findById(id).lean<ProductDoc>();
  if (!doc) throw AppError.notFound(CatalogueMsg.productNotFound);
  return doc;
}

/**
 * Whether any order holds a product: the orders module answers it (passed in where the back
 * office is assembled, so the catalogue never reads orders).
 */
export type ProductHasOrders = (productId: string) => Promise<boolean>;

export async function getAdminProduct(id: string): Promise<{ product: AdminProduct }> {
  return { product: toAdminProduct(await loadProduct(id)) };
}

const label = (p: AdminProduct) => p.name;

/** Audits the fields that changed between two views of a product (none: no entry). */
async function auditChange(
  actor: StaffActor,
  action: string,
  before: AdminProduct,
  after: AdminProduct,
): Promise<void> {
  const diff = changedFields(before, after, AUDITED_PRODUCT_FIELDS);
  if (!diff) return;
  await recordAudit(actor, {
    action,
    entity: { type: 'product', id: after._id, label: label(after) },
    ...diff,
  });
}

export async function createAdminProduct(
  actor: StaffActor,
  input: ProductInputParsed,
): Promise<{ product: AdminProduct; hasOrders: boolean }> {
  const slug = await freeSlug(input);
  let created;
  try {
    created = await ProductModel.create({
      ...(await productFields(input, slug)),
      // Not on sale until staff publish it.
      status: 'draft',
    });
  } catch (err) {
    if (isDuplicateKey(err)) throw AppError.conflict(CatalogueMsg.slugTaken);
    throw err;
  }
  const product = toAdminProduct(created.toObject() as ProductDoc);
  const after: Record<string, unknown> = {};
  for (const k of AUDITED_PRODUCT_FIELDS) after[k] = product[k];
  await recordAudit(actor, {
    action: 'product.create',
    entity: { type: 'product', id: product._id, label: product.name },
    after,
  });
  return { product, hasOrders: false };
}

/**
 * Writes `set` on the product. With `unchangedStock`, only while every size still has the stock
 * read before (a compare-and-set: an order taking units in between makes it match nothing, and
 * the caller reads again); answers null then. With `version` (form saves), only while the product
 * is still at that edit version, bumping it: a save that lost the race is refused with 409.
 */
async function writeProduct(
  actor: StaffActor,
  id: string,
  action: string,
  set: Record<string, unknown>,
  before?: ProductDoc,
  unchangedStock?: readonly { size: string; stock: number }[],
  version?: number,
  afterRestock: AfterRestock = () => {},
): Promise<{ product: AdminProduct } | null> {
  const was = toAdminProduct(before ?? (await loadProduct(id)));
  const filter: Record<string, unknown> = { _id: oid(id) };
  if (version !== undefined) filter.editVersion = version === 0 ? { $in: [0, null] } : version;
  if (unchangedStock) {
    filter.inventory = { $size: unchangedStock.length };
    filter.$and = unchangedStock.map((i) => ({
      inventory: { $elemMatch: { size: i.size, stock: i.stock } },
    }));
  }
  let doc: ProductDoc | null;
  let job: Types.ObjectId | null = null;
  try {
    // One transaction, so a size brought back from none records its back-in-stock job with it.
    [doc, job] = await inTransaction(async (session) => {
      const stockBefore = await ProductModel.findOne(filter, { inventory: 1, stock: 1 })
        .session(session)
        .lean<StockView>();
      const bump = action === 'product.update' || version !== undefined;
      const after = await ProductModel.findOneAndUpdate(
        filter,
        { $set: set, ...(bump ? { $inc: { editVersion: 1 } } : {}) },
        { returnDocument: 'after', session },
      ).lean<ProductDoc>();
      if (!after || !stockBefore) return [after, null] as const;
      const restocked = restockedSizes(stockBefore, after).map((size) => ({ productId: id, size }));
      return [after, await recordRestock(session, restocked)] as const;
    });
  } catch (err) {
    if (isDuplicateKey(err)) throw AppError.conflict(CatalogueMsg.slugTaken);
    throw err;
  }
  if (!doc) {
    if (version !== undefined) {
      const now = await ProductModel.findById(id, { editVersion: 1 }).lean<ProductDoc>();
      if (now && (now.editVersion ?? 0) !== version)
        throw await editConflict(id, (now.editVersion ?? 0) - version);
    }
    if (unchangedStock) return null;
    throw AppError.notFound(CatalogueMsg.productNotFound);
  }
  afterRestock(job);
  const product = toAdminProduct(doc);
  await auditChange(actor, action, was, product);
  return { product };
}

/** Writes that must succeed: any answer but null. */
async function mustWrite(
  write: Promise<{ product: AdminProduct } | null>,
): Promise<{ product: AdminProduct }> {
  const done = await write;
  if (!done) throw AppError.notFound(CatalogueMsg.productNotFound);
  return done;
}

/** How many times an edit re-reads the stock when orders keep taking units while it writes. */
const STOCK_RACE_ATTEMPTS = 5;

export async function updateAdminProduct(
  actor: StaffActor,
  id: string,
  input: ProductInputParsed,
  afterRestock?: AfterRestock,
): Promise<{ product: AdminProduct }> {
  const current = await loadProduct(id);
  const version = input.versionSeen;
  if (version !== undefined && (current.editVersion ?? 0) !== version)
    throw await editConflict(id, (current.editVersion ?? 0) - version);
  const slug = await freeSlug(input, id);
  const seen = input.inventorySeen;
  if (!seen)
    return mustWrite(
      writeProduct(
        actor,
        id,
        'product.update',
        await productFields(input, slug),
        undefined,
        undefined,
        version,
        afterRestock,
      ),
    );
  // The form says what stock it was opened with: sales made since are kept (mergeEditedStock).
  for (let attempt = 0; attempt < STOCK_RACE_ATTEMPTS; attempt += 1) {
    const stored = await loadProduct(id);
    const storedStock = (stored.inventory ?? []).map((i) => ({ size: i.size, stock: i.stock }));
    const merged = mergeEditedStock(input.inventory, seen, storedStock);
    if ('conflict' in merged) {
      const { size, stock } = merged.conflict;
      throw AppError.conflict(CatalogueMsg.stockChangedWhileEditing(size, stock));
    }
    const fields = await productFields({ ...input, inventory: merged.inventory }, slug);
    const done = await writeProduct(
      actor,
      id,
      'product.update',
      fields,
      stored,
      storedStock,
      version ?? stored.editVersion ?? 0,
      afterRestock,
    );
    if (done) return done;
  }
  throw AppError.conflict(CatalogueMsg.stockBusy);
}

/** Reorders images or drops some: only the product's own images may be named. */
export async function setProductImages(
  actor: StaffActor,
  id: string,
  images: string[],
): Promise<{ product: AdminProduct }> {
  const current = await loadProduct(id);
  const own = new Set(current.images ?? []);
  if (images.some((u) => !own.has(u)) || new Set(images).size !== images.length)
    throw AppError.badRequest(CatalogueMsg.imagesNotOwned);
  return mustWrite(writeProduct(actor, id, 'product.images', { images }));
}

/** Deletes a product no order holds; one with orders must be hidden or archived instead. */
export async function deleteAdminProduct(
  actor: StaffActor,
  id: string,
  productHasOrders: ProductHasOrders,
): Promise<void> {
  const before = toAdminProduct(await loadProduct(id));
  if (await productHasOrders(id)) throw AppError.conflict(CatalogueMsg.hasOrders);
  await ProductModel.deleteOne({ _id: oid(id) });
  const snapshot: Record<string, unknown> = {};
  for (const k of AUDITED_PRODUCT_FIELDS) snapshot[k] = before[k];
  await recordAudit(actor, {
    action: 'product.delete',
    entity: { type: 'product', id, label: before.name },
    before: snapshot,
  });
}
