import { compareSizes, percentOff, unitPrice } from '@vastra/contracts';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_STOCK_PREFIX,
} from '@vastra/contracts/admin/catalogue-bulk';
import type { AdminProductListQuery } from '@vastra/contracts/admin/catalogue';
import type { Readable } from 'node:stream';
import type { SortOrder } from 'mongoose';
import { csvStream, rupeesCell } from '../../../lib/csv';
import { ProductModel } from '../product.model';
import type { ProductDoc } from './product-admin.dto';
import { productListFilter } from './products.admin.service';

/**
 * Every product matching the back office list's filters as CSV, in the list's order: one row per
 * product, its prices in rupees, and one stock column per size any of them has (blank where the
 * product does not come in that size). Streamed from a cursor.
 */

const EXPORT_FIELDS = {
  slug: 1,
  name: 1,
  brand: 1,
  categorySlug: 1,
  subcategorySlug: 1,
  status: 1,
  price: 1,
  discount: 1,
  discountedPrice: 1,
  stock: 1,
  inventory: 1,
} as const;

export async function productsCsv(
  q: Omit<AdminProductListQuery, 'page' | 'limit'>,
): Promise<Readable> {
  const filter = productListFilter({ ...q, page: 1, limit: 1 });
  const stored = (await (Object.keys(filter).length
    ? ProductModel.distinct('inventory.size', filter)
    : ProductModel.distinct('inventory.size'))) as string[];
  const sizes = [...new Map(stored.map((s) => [s.toUpperCase(), s.toUpperCase()])).values()].sort(
    compareSizes,
  );
  const dir: SortOrder = q.order === 'asc' ? 1 : -1;
  const cursor = ProductModel.find(filter, EXPORT_FIELDS)
    .sort({ [q.sort]: dir, _id: dir })
    .lean<ProductDoc[]>()
    .cursor();
  async function* rows() {
    for await (const p of cursor as AsyncIterable<ProductDoc>) {
      const bySize = new Map((p.inventory ?? []).map((i) => [i.size.toUpperCase(), i.stock]));
      yield [
        p.slug,
        p.name,
        p.brand?.name ?? '',
        p.categorySlug ?? '',
        p.subcategorySlug ?? '',
        p.status ?? 'active',
        rupeesCell(p.price),
        percentOff(p),
        rupeesCell(unitPrice(p)),
        p.stock ?? 0,
        ...sizes.map((s) => bySize.get(s) ?? ''),
      ];
    }
  }
  return csvStream(
    [...PRODUCT_CSV_COLUMNS, ...sizes.map((s) => `${PRODUCT_CSV_STOCK_PREFIX}${s}`)],
    rows(),
  );
}
