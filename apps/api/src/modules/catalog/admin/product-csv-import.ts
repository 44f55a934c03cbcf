import { percentOff } from '@vastra/contracts';
import {
  CatalogueMsg,
  PRODUCT_STATES,
  ProductInputSchema,
  type ProductInputParsed,
  type ProductState,
} from '@vastra/contracts/admin/catalogue';
import {
  PRODUCT_CSV_STOCK_PREFIX,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_IMPORT_REQUIRED,
  ProductImportMsg,
  type ProductImportChange,
  type ProductImportPreview,
} from '@vastra/contracts/admin/catalogue-bulk';
import { AppError } from '../../../lib/app-error';
import { isDuplicateKey } from '../../../lib/mongo-errors';
import { inTransaction } from '../../../lib/transaction';
import { recordRestock, restockedSizes, type AfterRestock, type Restocked } from '../restock';
import { changedFields, recordAudit, type StaffActor } from '../../staff';
import { CategoryModel } from '../category.model';
import { ProductModel } from '../product.model';
import { readCsvRecords } from './csv-records';
import { AUDITED_PRODUCT_FIELDS, toAdminProduct, type ProductDoc } from './product-admin.dto';
import { productFields } from './product-write';

/**
 * Products from a CSV shaped like the export (see `ProductImportMsg` and the columns in the
 * contracts): reading the file answers what each row would create or change and every bad row
 * with its line; applying it writes all rows in one transaction or, when any row is bad, none.
 * Each row goes through the product form's own schema and stored fields (pricing, stock total,
 * search words), and is audited like a form save with only the fields that changed.
 */

const SLUG = /^[a-z\d]+(?:-[a-z\d]+)*$/;
const RUPEES = /^\d{1,8}(\.\d{1,2})?$/;

interface Planned {
  line: number;
  slug: string;
  input: ProductInputParsed;
  status: ProductState | undefined;
  existing: ProductDoc | undefined;
  fields: ProductImportChange['fields'];
}

interface Category {
  _id: { toString(): string };
  slug: string;
  subcategories?: { _id: { toString(): string }; slug: string }[];
}

/** The product form's input for a stored product (what a save without changes would send). */
function inputOf(p: ProductDoc): ProductInputParsed {
  const a = toAdminProduct(p);
  return {
    name: a.name,
    slug: a.slug,
    description: a.description,
    brand: a.brand,
    categoryId: a.categoryId,
    subcategoryId: a.subcategoryId,
    garment: a.garment,
    material: a.material,
    colors: a.colors,
    tags: a.tags,
    price: a.price,
    discount: a.discount,
    inventory: a.inventory,
    images: a.images,
    specifications: a.specifications,
    careInstructions: a.careInstructions,
    shippingInfo: a.shippingInfo,
    returns: a.returns,
    collectionName: a.collectionName,
    offers: a.offers,
    trending: a.trending,
  };
}

/** What the preview shows of a product's importable fields. */
function shown(input: ProductInputParsed | null, status: string, cats: Map<string, Category>) {
  const cat = input ? cats.get(input.categoryId) : undefined;
  const sub = cat?.subcategories?.find((s) => String(s._id) === input?.subcategoryId);
  return {
    name: input?.name ?? '',
    brand: input?.brand ?? '',
    category: cat?.slug ?? '',
    subcategory: sub?.slug ?? '',
    visibility: input ? status : '',
    price: input ? input.price.toFixed(2) : '',
    discount_percent: input ? `${percentOff(input)}` : '',
    stock: input ? input.inventory.map((i) => `${i.size}: ${i.stock}`).join(', ') : '',
  };
}

/** Reads every row against the catalogue: the writes it would make and the bad rows. */
async function plan(csv: Buffer) {
  const records = readCsvRecords(csv, {
    required: PRODUCT_IMPORT_REQUIRED,
    header: ProductImportMsg.header,
    maxRows: PRODUCT_IMPORT_MAX_ROWS,
  });
  const slugs = records.map((r) => (r.cells.slug ?? '').toLowerCase()).filter(Boolean);
  const [stored, categories] = await Promise.all([
    ProductModel.find({ slug: { $in: slugs } }).lean<ProductDoc[]>(),
    CategoryModel.find({}, { slug: 1, subcategories: 1 })
      .sort({ position: 1, _id: 1 })
      .lean<Category[]>(),
  ]);
  const bySlug = new Map(stored.map((p) => [p.slug, p]));
  const catBySlug = new Map(categories.map((c) => [c.slug, c]));
  const catById = new Map(categories.map((c) => [String(c._id), c]));
  const planned: Planned[] = [];
  const errors: { line: number; message: string }[] = [];
  const seen = new Map<string, number>();
  let unchanged = 0;

  for (const { line, cells } of records) {
    const problems: string[] = [];
    const cell = (k: string) => cells[k] ?? '';
    const slug = cell('slug').toLowerCase();
    if (!SLUG.test(slug)) {
      errors.push({ line, message: ProductImportMsg.slugFormat });
      continue;
    }
    const earlier = seen.get(slug);
    if (earlier !== undefined) {
      errors.push({ line, message: ProductImportMsg.slugTwice(earlier) });
      continue;
    }
    seen.set(slug, line);
    const existing = bySlug.get(slug);
    const base = existing ? inputOf(existing) : null;

    let price = base?.price;
    if (cell('price')) {
      if (RUPEES.test(cell('price')) && Number(cell('price')) > 0) price = Number(cell('price'));
      else problems.push(ProductImportMsg.price);
    }
    let discount = base?.discount ?? 0;
    if (cell('discount_percent')) {
      const pct = /^\d{1,2}$/.test(cell('discount_percent'))
        ? Number(cell('discount_percent'))
        : -1;
      if (pct < 0 || pct > 95) problems.push(ProductImportMsg.percent);
      // The percent the export showed for a discount in rupees leaves that discount as it is.
      else if (!(base && price === base.price && pct === percentOff(base))) discount = pct / 100;
    }
    let categoryId = base?.categoryId;
    let subcategoryId = base?.subcategoryId ?? null;
    if (cell('category')) {
      const cat = catBySlug.get(cell('category').toLowerCase());
      if (!cat) problems.push(ProductImportMsg.category(cell('category')));
      else if (String(cat._id) !== categoryId) {
        categoryId = String(cat._id);
        subcategoryId = null;
      }
    }
    if (cell('subcategory') && categoryId) {
      const sub = catById
        .get(categoryId)
        ?.subcategories?.find((s) => s.slug === cell('subcategory').toLowerCase());
      if (!sub) problems.push(ProductImportMsg.subcategory(cell('subcategory')));
      else subcategoryId = String(sub._id);
    }
    let status: ProductState | undefined;
    if (cell('visibility')) {
      const v = cell('visibility').toLowerCase();
      if ((PRODUCT_STATES as readonly string[]).includes(v)) status = v as ProductState;
      else problems.push(ProductImportMsg.visibility);
    }
    // Publication is the product page's own action: the file never publishes a draft, moves a
    // published product back, nor creates a product anywhere but in draft.
    if (!existing && status && status !== 'draft') problems.push(ProductImportMsg.newIsDraft);
    if (existing && status && status !== (existing.status ?? 'active')) {
      if (existing.status === 'draft') problems.push(ProductImportMsg.publishFirst);
      else if (status === 'draft') problems.push(ProductImportMsg.draftFromPage);
    }
    const inventory = (base?.inventory ?? []).map((i) => ({ ...i }));
    for (const key of Object.keys(cells)) {
      if (!key.startsWith(PRODUCT_CSV_STOCK_PREFIX) || !cells[key]) continue;
      const size = key.slice(PRODUCT_CSV_STOCK_PREFIX.length).toUpperCase();
      if (!/^\d{1,7}$/.test(cells[key])) {
        problems.push(ProductImportMsg.stock(size));
        continue;
      }
      const had = inventory.find((i) => i.size.toUpperCase() === size);
      if (had) had.stock = Number(cells[key]);
      else inventory.push({ size, stock: Number(cells[key]) });
    }
    const name = cell('name') || base?.name || '';
    if (!problems.length && (!name || !categoryId || price === undefined || !inventory.length))
      problems.push(ProductImportMsg.newNeeds);
    if (problems.length) {
      for (const message of problems) errors.push({ line, message });
      continue;
    }
    const parsed = ProductInputSchema.safeParse({
      ...(base ?? {}),
      slug,
      name,
      brand: cell('brand') || base?.brand || '',
      categoryId,
      subcategoryId,
      price,
      discount,
      inventory,
    });
    if (!parsed.success) {
      errors.push({ line, message: parsed.error.issues[0]?.message ?? CatalogueMsg.csvUnreadable });
      continue;
    }
    const was = existing ? (existing.status ?? 'active') : 'draft';
    const before = shown(base, was, catById);
    const after = shown(parsed.data, status ?? was, catById);
    const fields = (Object.keys(after) as (keyof typeof after)[])
      .filter((k) => before[k] !== after[k])
      .map((field) => ({ field, before: before[field], after: after[field] }));
    if (existing && !fields.length) {
      unchanged += 1;
      continue;
    }
    planned.push({ line, slug, input: parsed.data, status, existing, fields });
  }
  return { rows: records.length, planned, errors, unchanged };
}

export async function previewProductCsv(
  csv: Buffer,
): Promise<Omit<ProductImportPreview, 'success'>> {
  const { rows, planned, errors, unchanged } = await plan(csv);
  const creates = planned.filter((p) => !p.existing).length;
  return {
    changes: planned.map((p) => ({
      line: p.line,
      slug: p.slug,
      name: p.input.name,
      action: p.existing ? 'update' : 'create',
      fields: p.fields,
    })),
    errors,
    summary: {
      rows,
      creates,
      updates: planned.length - creates,
      unchanged,
      errors: errors.length,
    },
  };
}

/** Applies a file with no bad rows: every create and update in one transaction, each audited. */
export async function applyProductCsv(
  actor: StaffActor,
  csv: Buffer,
  afterRestock: AfterRestock = () => {},
): Promise<{ created: number; updated: number }> {
  const { planned, errors } = await plan(csv);
  if (errors.length)
    throw AppError.badRequest(
      ProductImportMsg.hasErrors,
      errors.map((e) => ({ path: `line ${e.line}`, message: e.message })),
    );
  const writes = await Promise.all(
    planned.map(async (p) => ({ ...p, set: await productFields(p.input, p.slug) })),
  );
  try {
    const { job, counts } = await inTransaction(async (session) => {
      let created = 0;
      const restocked: Restocked[] = [];
      for (const w of writes) {
        const label = w.input.name;
        if (!w.existing) {
          const [doc] = await ProductModel.create([{ ...w.set, status: 'draft' }], { session });
          const product = toAdminProduct(doc!.toObject() as ProductDoc);
          const after: Record<string, unknown> = {};
          for (const k of AUDITED_PRODUCT_FIELDS) after[k] = product[k];
          await recordAudit(
            actor,
            {
              action: 'product.create',
              entity: { type: 'product', id: product._id, label },
              after,
            },
            session,
          );
          created += 1;
          continue;
        }
        const version = w.existing.editVersion ?? 0;
        const doc = await ProductModel.findOneAndUpdate(
          { _id: w.existing._id, editVersion: version === 0 ? { $in: [0, null] } : version },
          {
            $set: { ...w.set, ...(w.status ? { status: w.status } : {}) },
            $inc: { editVersion: 1 },
          },
          { session, returnDocument: 'after' },
        ).lean<ProductDoc>();
        if (!doc)
          throw AppError.conflict(
            `${w.existing.name} was changed while the file was read. Upload it again.`,
          );
        for (const size of restockedSizes(w.existing, doc))
          restocked.push({ productId: String(doc._id), size });
        const diff = changedFields(
          toAdminProduct(w.existing),
          toAdminProduct(doc),
          AUDITED_PRODUCT_FIELDS,
        );
        if (diff)
          await recordAudit(
            actor,
            {
              action: 'product.csv',
              entity: { type: 'product', id: String(doc._id), label },
              ...diff,
            },
            session,
          );
      }
      const counts = { created, updated: writes.length - created };
      return { job: await recordRestock(session, restocked), counts };
    });
    afterRestock(job);
    return counts;
  } catch (err) {
    if (isDuplicateKey(err)) throw AppError.conflict(CatalogueMsg.slugTaken);
    throw err;
  }
}
