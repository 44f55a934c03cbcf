import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  effectiveLowStockThreshold,
  LowStockMsg,
  type LowStockQuery,
  type LowStockResponse,
  type LowStockRow,
} from '@vastra/contracts/admin/low-stock';
import { paginationFor } from '@vastra/contracts/admin/paging';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { highestOwnThreshold, lowStockProducts, setOwnThreshold } from '../catalog';
import { recordAudit, updateIfVersion, type StaffActor } from '../staff';
import { ShopSettingModel } from './shop-setting.model';

/**
 * Low stock. The shop's threshold is a setting (DEFAULT_LOW_STOCK_THRESHOLD until staff change
 * it); a product's own threshold replaces it for that product. The rows are every low size,
 * sold out first, then the fewest units, then by name.
 */

const SETTING = 'low-stock';
/** Products read for one answer: far more than a shop's sizes running low at once. */
const MAX_PRODUCTS = 2000;

/** The setting's edit version (0 until first saved). */
async function thresholdVersion(): Promise<number> {
  const doc = await ShopSettingModel.findById(SETTING, { editVersion: 1 }).lean<{
    editVersion?: number | null;
  }>();
  return doc?.editVersion ?? 0;
}

export async function shopLowStockThreshold(): Promise<number> {
  const doc = await ShopSettingModel.findById(SETTING, { threshold: 1 }).lean<{
    threshold?: number | null;
  }>();
  return doc?.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
}

/** Every low size by urgency, with the shop's threshold. */
export async function lowStockRows(): Promise<{ threshold: number; rows: LowStockRow[] }> {
  const [shop, highestOwn] = await Promise.all([shopLowStockThreshold(), highestOwnThreshold()]);
  const products = await lowStockProducts(Math.max(shop, highestOwn ?? 0), MAX_PRODUCTS);
  const rows = products.flatMap((p): LowStockRow[] => {
    const threshold = effectiveLowStockThreshold(shop, p.lowStockThreshold);
    const own = p.lowStockThreshold != null;
    const base = { productId: String(p._id), name: p.name, threshold, ownThreshold: own };
    return p.inventory.length
      ? p.inventory
          .filter((i) => i.stock <= threshold)
          .map((i) => ({ ...base, size: i.size, stock: i.stock }))
      : p.stock <= threshold
        ? [{ ...base, size: null, stock: p.stock }]
        : [];
  });
  rows.sort(
    (a, b) =>
      a.stock - b.stock ||
      a.name.localeCompare(b.name) ||
      (a.size ?? '').localeCompare(b.size ?? ''),
  );
  return { threshold: shop, rows };
}

export async function listLowStock(q: LowStockQuery): Promise<LowStockResponse> {
  const { threshold, rows } = await lowStockRows();
  const start = (q.page - 1) * q.limit;
  return {
    success: true,
    threshold,
    thresholdVersion: await thresholdVersion(),
    data: rows.slice(start, start + q.limit),
    pagination: paginationFor(q.page, q.limit, rows.length),
  };
}

/**
 * Sets the shop's threshold; with `versionSeen`, only while the setting is still at that version
 * (else 409 naming who changed it). Answers the threshold and the setting's version.
 */
export async function setShopLowStockThreshold(
  actor: StaffActor,
  threshold: number,
  versionSeen?: number,
): Promise<{ threshold: number; version: number }> {
  const before = await shopLowStockThreshold();
  // The one document exists before the versioned write, so that write never inserts a twin.
  await ShopSettingModel.updateOne(
    { _id: SETTING },
    { $setOnInsert: { threshold: before } },
    { upsert: true },
  );
  return inTransaction(async (session) => {
    const saved = await updateIfVersion<{ editVersion: number }>(
      ShopSettingModel,
      { _id: SETTING },
      versionSeen,
      { $set: { threshold } },
      {
        entity: { type: 'setting', id: SETTING },
        actions: ['settings.low-stock'],
        thing: 'setting',
      },
      session,
    );
    if (before === threshold) return { threshold, version: saved?.editVersion ?? 0 };
    await recordAudit(
      actor,
      {
        action: 'settings.low-stock',
        entity: { type: 'setting', id: SETTING, label: 'Low-stock threshold' },
        before: { threshold: before },
        after: { threshold },
      },
      session,
    );
    return { threshold, version: saved?.editVersion ?? 0 };
  });
}

export async function setProductLowStockThreshold(
  actor: StaffActor,
  id: string,
  threshold: number | null,
): Promise<{ name: string }> {
  return inTransaction(async (session) => {
    const before = await setOwnThreshold(id, threshold, session);
    if (!before) throw AppError.notFound(LowStockMsg.productNotFound);
    const was = before.lowStockThreshold ?? null;
    if (was !== threshold)
      await recordAudit(
        actor,
        {
          action: 'product.low-stock-threshold',
          entity: { type: 'product', id, label: before.name },
          before: { lowStockThreshold: was },
          after: { lowStockThreshold: threshold },
        },
        session,
      );
    return { name: before.name };
  });
}
