import {
  CatalogueMsg,
  STOCK_CSV_COLUMNS,
  STOCK_CSV_MAX_ROWS,
  type StockChange,
  type StockCsvPreview,
} from '@vastra/contracts/admin/catalogue';
import mongoose from 'mongoose';
import { AppError } from '../../../lib/app-error';
import { inTransaction } from '../../../lib/transaction';
import { recordAudit, type StaffActor } from '../../staff';
import { ProductModel } from '../product.model';
import { readCsvRecords } from './csv-records';
import { recordRestock, restockedSizes, type AfterRestock, type Restocked } from '../restock';

/**
 * Stock by CSV: each row sets one product size's stock (`product` is its slug or id). Reading the
 * file answers the changes it would make and every bad row with its line; applying it changes
 * all rows or, when any row is bad, none. csv-parse reads the file (quotes, BOM, CRLF).
 */

interface Row {
  line: number;
  product: string;
  size: string;
  stock: string;
}

type RowError = { line: number; message: string };

function readRows(csv: Buffer): Row[] {
  return readCsvRecords(csv, {
    required: STOCK_CSV_COLUMNS,
    header: CatalogueMsg.csvHeader,
    maxRows: STOCK_CSV_MAX_ROWS,
  }).map(({ line, cells }) => ({
    line,
    product: cells.product ?? '',
    size: cells.size ?? '',
    stock: cells.stock ?? '',
  }));
}

interface ProductStock {
  _id: mongoose.Types.ObjectId;
  name: string;
  slug: string;
  inventory: { size: string; stock: number }[];
}

async function productsFor(rows: Row[]): Promise<Map<string, ProductStock>> {
  const keys = [...new Set(rows.map((r) => r.product).filter(Boolean))];
  const ids = keys
    .filter((k) => /^[a-f\d]{24}$/i.test(k))
    .map((k) => new mongoose.Types.ObjectId(k));
  const docs = await ProductModel.find(
    { $or: [{ _id: { $in: ids } }, { slug: { $in: keys } }] },
    { name: 1, slug: 1, inventory: 1 },
  ).lean<ProductStock[]>();
  const byKey = new Map<string, ProductStock>();
  for (const d of docs) {
    byKey.set(String(d._id), d);
    byKey.set(d.slug, d);
  }
  return byKey;
}

/** Checks every row against the catalogue; answers the changes and the bad rows. */
async function evaluate(csv: Buffer) {
  const rows = readRows(csv);
  const products = await productsFor(rows);
  const changes: StockChange[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  let unchanged = 0;
  for (const row of rows) {
    const fail = (message: string) => errors.push({ line: row.line, message });
    if (!row.product) {
      fail('Please give the product’s slug or id.');
      continue;
    }
    const p = products.get(row.product);
    if (!p) {
      fail(`No product has the slug or id “${row.product}”.`);
      continue;
    }
    if (!row.size) {
      fail('Please give a size.');
      continue;
    }
    const current = p.inventory.find((i) => i.size.toLowerCase() === row.size.toLowerCase());
    if (!current) {
      fail(
        `Size “${row.size}” is not on ${p.name} (its sizes: ${p.inventory.map((i) => i.size).join(', ') || 'none'}).`,
      );
      continue;
    }
    if (!/^\d{1,7}$/.test(row.stock)) {
      fail(`${CatalogueMsg.stockWhole} (got “${row.stock}”)`);
      continue;
    }
    const key = `${String(p._id)}\n${current.size}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      fail(`${p.name} size ${current.size} is already on line ${earlier}.`);
      continue;
    }
    seen.set(key, row.line);
    const after = Number(row.stock);
    if (after === current.stock) {
      unchanged += 1;
      continue;
    }
    changes.push({
      line: row.line,
      productId: String(p._id),
      product: p.name,
      slug: p.slug,
      size: current.size,
      before: current.stock,
      after,
    });
  }
  return { rows: rows.length, changes, errors, unchanged };
}

export async function previewStockCsv(csv: Buffer): Promise<Omit<StockCsvPreview, 'success'>> {
  const { rows, changes, errors, unchanged } = await evaluate(csv);
  return {
    changes,
    errors,
    summary: { rows, changes: changes.length, unchanged, errors: errors.length },
  };
}

/**
 * Applies a file with no bad rows in one transaction (each product's sizes set, its total kept
 * equal to their sum) and audits each product's stock before and after. Sizes it brings back from
 * none record the back-in-stock job in the same transaction, handed to `afterRestock` on commit.
 */
export async function applyStockCsv(
  actor: StaffActor,
  csv: Buffer,
  afterRestock: AfterRestock = () => {},
): Promise<{ applied: number; products: number }> {
  const { changes, errors } = await evaluate(csv);
  if (errors.length)
    throw AppError.badRequest(
      CatalogueMsg.csvHasErrors,
      errors.map((e) => ({ path: `line ${e.line}`, message: e.message })),
    );
  const byProduct = new Map<string, StockChange[]>();
  for (const c of changes) byProduct.set(c.productId, [...(byProduct.get(c.productId) ?? []), c]);
  const job = await inTransaction(async (session) => {
    const restocked: Restocked[] = [];
    for (const [id, list] of byProduct) {
      const doc = await ProductModel.findById(id, { name: 1, inventory: 1, stock: 1 })
        .session(session)
        .lean<ProductStock & { stock: number }>();
      if (!doc) throw AppError.conflict('A product in the file was deleted meanwhile. Try again.');
      const set = new Map(list.map((c) => [c.size, c.after]));
      const inventory = doc.inventory.map((i) => ({
        size: i.size,
        stock: set.get(i.size) ?? i.stock,
      }));
      const stock = inventory.reduce((s, i) => s + i.stock, 0);
      await ProductModel.updateOne({ _id: doc._id }, { $set: { inventory, stock } }, { session });
      for (const size of restockedSizes(doc, { inventory, stock }))
        restocked.push({ productId: id, size });
      await recordAudit(
        actor,
        {
          action: 'stock.csv',
          entity: { type: 'product', id, label: doc.name },
          before: {
            inventory: doc.inventory.map((i) => ({ size: i.size, stock: i.stock })),
            stock: doc.stock,
          },
          after: { inventory, stock },
        },
        session,
      );
    }
    return recordRestock(session, restocked);
  });
  afterRestock(job);
  return { applied: changes.length, products: byProduct.size };
}
