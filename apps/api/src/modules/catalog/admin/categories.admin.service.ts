import { slugify } from '@vastra/contracts';
import {
  CatalogueMsg,
  type AdminCategory,
  type CategoryInput,
  type SubcategoryInput,
} from '@vastra/contracts/admin/catalogue';
import mongoose from 'mongoose';
import { AppError } from '../../../lib/app-error';
import {
  atVersion,
  changedFields,
  recordAudit,
  staleEdit,
  updateIfVersion,
  type StaffActor,
} from '../../staff';
import { CategoryModel } from '../category.model';
import { ProductModel } from '../product.model';
import { buildSearchTerms } from '../search-text';
import { isDuplicateKey } from '../../../lib/mongo-errors';
import { oid } from '../../../lib/ids';

/**
 * Categories and subcategories for the back office. Products carry their category's and
 * subcategory's names and slugs (and search words built from them), so a rename rewrites those
 * products too; a category or subcategory that still has products is never deleted.
 */

type CategoryParsed = Required<Omit<CategoryInput, 'versionSeen'>> & { versionSeen?: number };
type SubcategoryParsed = Required<Omit<SubcategoryInput, 'versionSeen'>> & {
  versionSeen?: number;
};

interface CategoryDoc {
  _id: mongoose.Types.ObjectId;
  name: string;
  slug: string;
  image?: string | null;
  position?: number | null;
  editVersion?: number | null;
  subcategories?: {
    _id: mongoose.Types.ObjectId;
    name: string;
    slug: string;
    image?: string | null;
    editVersion?: number | null;
  }[];
}

/**
 * Product counts per category and per subcategory. Sorting on the subcategory listing's index's
 * leading keys first lets mongod count from that index's keys alone (a covered index scan) rather
 * than read every product.
 */
async function productCounts(): Promise<Map<string, number>> {
  const rows = await ProductModel.aggregate<{ _id: { c: unknown; s: unknown }; n: number }>([
    { $sort: { category: 1, subcategory: 1 } },
    { $group: { _id: { c: '$category', s: '$subcategory' }, n: { $sum: 1 } } },
  ]);
  const counts = new Map<string, number>();
  const add = (k: string, n: number) => counts.set(k, (counts.get(k) ?? 0) + n);
  for (const r of rows) {
    add(String(r._id.c), r.n);
    if (r._id.s) add(`${String(r._id.c)}/${String(r._id.s)}`, r.n);
  }
  return counts;
}

function toAdminCategory(c: CategoryDoc, counts: Map<string, number>): AdminCategory {
  const id = String(c._id);
  return {
    _id: id,
    name: c.name,
    slug: c.slug,
    image: c.image ?? '',
    position: c.position ?? 0,
    productCount: counts.get(id) ?? 0,
    editVersion: c.editVersion ?? 0,
    subcategories: (c.subcategories ?? []).map((s) => ({
      _id: String(s._id),
      name: s.name,
      slug: s.slug,
      image: s.image ?? '',
      productCount: counts.get(`${id}/${String(s._id)}`) ?? 0,
      editVersion: s.editVersion ?? 0,
    })),
  };
}

export async function listAdminCategories(): Promise<AdminCategory[]> {
  const [docs, counts] = await Promise.all([
    CategoryModel.find().sort({ position: 1, _id: 1 }).lean<CategoryDoc[]>(),
    productCounts(),
  ]);
  return docs.map((d) => toAdminCategory(d, counts));
}

async function loadCategory(id: string): Promise<CategoryDoc> {
  const doc = await CategoryModel.findById(id).lean<CategoryDoc>();
  if (!doc) throw AppError.notFound('Category not found.');
  return doc;
}

async function answer(id: string): Promise<AdminCategory> {
  return toAdminCategory(await loadCategory(id), await productCounts());
}

/** Rewrites the category names, slugs and search words stored on a category's products. */
async function refreshProducts(category: CategoryDoc): Promise<void> {
  const products = await ProductModel.find(
    { category: category._id },
    { name: 1, brand: 1, tags: 1, colors: 1, material: 1, subcategory: 1 },
  ).lean();
  if (products.length === 0) return;
  const subs = new Map((category.subcategories ?? []).map((s) => [String(s._id), s]));
  await ProductModel.bulkWrite(
    products.map((p) => {
      const sub = p.subcategory ? subs.get(String(p.subcategory)) : undefined;
      const fields = {
        categoryName: category.name,
        categorySlug: category.slug,
        subcategoryName: sub?.name ?? '',
        subcategorySlug: sub?.slug ?? '',
      };
      return {
        updateOne: {
          filter: { _id: p._id },
          update: { $set: { ...fields, searchTerms: buildSearchTerms({ ...p, ...fields }) } },
        },
      };
    }),
  );
}

const AUDITED = ['name', 'slug', 'image', 'position'] as const;

const categoryRecord = (id: string) => ({
  entity: { type: 'category', id },
  actions: ['category.update'],
  thing: 'category',
});
const subcategoryRecord = (id: string) => ({
  entity: { type: 'subcategory', id },
  actions: ['subcategory.update'],
  thing: 'subcategory',
});

export async function createCategory(
  actor: StaffActor,
  input: CategoryParsed,
): Promise<AdminCategory> {
  const slug = input.slug || slugify(input.name);
  let created;
  try {
    const { name, image, position } = input;
    created = await CategoryModel.create({ name, image, position, slug, subcategories: [] });
  } catch (err) {
    if (isDuplicateKey(err)) throw AppError.conflict(CatalogueMsg.categorySlugTaken);
    throw err;
  }
  const id = String(created._id);
  await recordAudit(actor, {
    action: 'category.create',
    entity: { type: 'category', id, label: input.name },
    after: { name: input.name, slug, image: input.image, position: input.position },
  });
  return answer(id);
}

export async function updateCategory(
  actor: StaffActor,
  id: string,
  input: CategoryParsed,
): Promise<AdminCategory> {
  const before = await loadCategory(id);
  const slug = input.slug || before.slug;
  let after: CategoryDoc | null;
  try {
    after = await updateIfVersion<CategoryDoc>(
      CategoryModel,
      { _id: oid(id) },
      input.versionSeen,
      { $set: { name: input.name, slug, image: input.image, position: input.position } },
      categoryRecord(id),
    );
  } catch (err) {
    if (isDuplicateKey(err)) throw AppError.conflict(CatalogueMsg.categorySlugTaken);
    throw err;
  }
  if (!after) throw AppError.notFound('Category not found.');
  if (after.name !== before.name || after.slug !== before.slug) await refreshProducts(after);
  const diff = changedFields(before, after, AUDITED);
  if (diff)
    await recordAudit(actor, {
      action: 'category.update',
      entity: { type: 'category', id, label: after.name },
      ...diff,
    });
  return answer(id);
}

export async function deleteCategory(actor: StaffActor, id: string): Promise<void> {
  const before = await loadCategory(id);
  if (await ProductModel.exists({ category: oid(id) }))
    throw AppError.conflict(CatalogueMsg.categoryHasProducts);
  await CategoryModel.deleteOne({ _id: oid(id) });
  await recordAudit(actor, {
    action: 'category.delete',
    entity: { type: 'category', id, label: before.name },
    before: { name: before.name, slug: before.slug },
  });
}

export async function addSubcategory(
  actor: StaffActor,
  id: string,
  input: SubcategoryParsed,
): Promise<AdminCategory> {
  const category = await loadCategory(id);
  const slug = input.slug || slugify(input.name);
  if ((category.subcategories ?? []).some((s) => s.slug === slug))
    throw AppError.conflict(CatalogueMsg.subcategorySlugTaken);
  const subId = new mongoose.Types.ObjectId();
  await CategoryModel.updateOne(
    { _id: oid(id) },
    { $push: { subcategories: { _id: subId, name: input.name, slug, image: input.image } } },
  );
  await recordAudit(actor, {
    action: 'subcategory.create',
    entity: { type: 'subcategory', id: String(subId), label: `${category.name} / ${input.name}` },
    after: { name: input.name, slug, image: input.image },
  });
  return answer(id);
}

export async function updateSubcategory(
  actor: StaffActor,
  id: string,
  subId: string,
  input: SubcategoryParsed,
): Promise<AdminCategory> {
  const category = await loadCategory(id);
  const subs = category.subcategories ?? [];
  const before = subs.find((s) => String(s._id) === subId);
  if (!before) throw AppError.notFound('Subcategory not found.');
  const slug = input.slug || before.slug;
  if (subs.some((s) => s.slug === slug && String(s._id) !== subId))
    throw AppError.conflict(CatalogueMsg.subcategorySlugTaken);
  const seen = input.versionSeen;
  if (seen !== undefined && (before.editVersion ?? 0) !== seen)
    throw await staleEdit(subcategoryRecord(subId), (before.editVersion ?? 0) - seen);
  const version = before.editVersion ?? 0;
  const next = subs.map((s) =>
    String(s._id) === subId
      ? { ...s, name: input.name, slug, image: input.image, editVersion: version + 1 }
      : s,
  );
  // A compare-and-set on the subcategories as read: a save, add or delete in between refuses it.
  const updated = await CategoryModel.findOneAndUpdate(
    {
      _id: oid(id),
      subcategories: { $size: subs.length, $elemMatch: { _id: before._id, ...atVersion(version) } },
    },
    { $set: { subcategories: next } },
    { returnDocument: 'after' },
  ).lean<CategoryDoc>();
  if (!updated) {
    const now = (await loadCategory(id)).subcategories?.find((s) => String(s._id) === subId);
    if (!now) throw AppError.notFound('Subcategory not found.');
    throw await staleEdit(subcategoryRecord(subId), Math.max(1, (now.editVersion ?? 0) - version));
  }
  if (input.name !== before.name || slug !== before.slug) await refreshProducts(updated);
  const after = { name: input.name, slug, image: input.image };
  const diff = changedFields(before, after, ['name', 'slug', 'image'] as const);
  if (diff)
    await recordAudit(actor, {
      action: 'subcategory.update',
      entity: { type: 'subcategory', id: subId, label: `${category.name} / ${input.name}` },
      ...diff,
    });
  return answer(id);
}

export async function deleteSubcategory(
  actor: StaffActor,
  id: string,
  subId: string,
): Promise<AdminCategory> {
  const category = await loadCategory(id);
  const before = (category.subcategories ?? []).find((s) => String(s._id) === subId);
  if (!before) throw AppError.notFound('Subcategory not found.');
  if (await ProductModel.exists({ category: oid(id), subcategory: oid(subId) }))
    throw AppError.conflict(CatalogueMsg.subcategoryHasProducts);
  await CategoryModel.updateOne(
    { _id: oid(id) },
    { $set: { subcategories: (category.subcategories ?? []).filter((s) => s !== before) } },
  );
  await recordAudit(actor, {
    action: 'subcategory.delete',
    entity: { type: 'subcategory', id: subId, label: `${category.name} / ${before.name}` },
    before: { name: before.name, slug: before.slug },
  });
  return answer(id);
}
