import { compareSizes } from '@vastra/contracts';
import { adminSizeChartsApi } from '@vastra/contracts/routes/admin-size-charts';
import {
  SizeChartMsg,
  sizeChartAuditCells,
  sizeChartFields,
  sizeChartSizeIssues,
  type AdminSizeChart,
  type SizeChart,
} from '@vastra/contracts/size-chart';
import { Router } from 'express';
import type { Types } from 'mongoose';
import { AppError } from '../../../lib/app-error';
import { oid } from '../../../lib/ids';
import { bindRoutes } from '../../../lib/route';
import { inTransaction } from '../../../lib/transaction';
import {
  adminRoutesOn,
  changedFields,
  recordAudit,
  staffActor,
  updateIfVersion,
  type EditedRecord,
  type StaffActor,
} from '../../staff';
import { CategoryModel } from '../category.model';
import { ProductModel } from '../product.model';
import { SizeChartModel, type SizeChartLean } from '../size-chart.model';
import { chartOf, sizeChartThatApplies } from '../size-charts';

/**
 * A category's or a subcategory's size chart in the back office: read (with the sizes its products
 * come in, the chart's possible rows, and which chart the storefront shows meanwhile) and saved by
 * staff, version-checked, audited with only the changed fields (its columns, its text, each
 * changed cell). Any save drops the cached catalogue answers (the model's write hooks).
 */

/** Whose chart: a category's own (`subcategoryId` null) or one of its subcategories'. */
interface Owner {
  categoryId: string;
  subcategoryId: string | null;
}

/** The chart record's filter: records from before subcategories have none (null). */
const ownerFilter = (o: Owner) => ({
  category: oid(o.categoryId),
  subcategory: o.subcategoryId ? oid(o.subcategoryId) : null,
});

/** The audit entity of a chart: the category's keeps its id; a subcategory's is its own id. */
const entityId = (o: Owner) => o.subcategoryId ?? o.categoryId;

const chartRecord = (o: Owner, columns: readonly string[]): EditedRecord => ({
  entity: { type: 'sizeChart', id: entityId(o) },
  actions: ['sizeChart.update'],
  thing: 'size chart',
  // Entries from before per-cell auditing hold whole rows: read as the cells they changed.
  readAudit: (before, after) => sizeChartAuditCells(before, after, columns),
});

interface CategoryNames {
  name: string;
  subcategories: { _id: Types.ObjectId; name: string }[];
}

/** The category and (when given) subcategory's names; 404 for either unknown. */
async function namesOf(o: Owner): Promise<CategoryNames & { label: string; sub: string | null }> {
  const category = await CategoryModel.findById(o.categoryId, {
    name: 1,
    subcategories: 1,
  }).lean<CategoryNames>();
  if (!category) throw AppError.notFound(SizeChartMsg.categoryNotFound);
  if (!o.subcategoryId) return { ...category, label: category.name, sub: null };
  const sub = category.subcategories.find((s) => String(s._id) === o.subcategoryId);
  if (!sub) throw AppError.notFound(SizeChartMsg.subcategoryNotFound);
  return { ...category, label: `${category.name} › ${sub.name}`, sub: sub.name };
}

/** The sizes the owner's products come in, in size order (as the product form spells them). */
async function ownerSizes(o: Owner): Promise<string[]> {
  const sizes = await ProductModel.distinct('inventory.size', {
    category: oid(o.categoryId),
    ...(o.subcategoryId ? { subcategory: oid(o.subcategoryId) } : {}),
  });
  const seen = new Map<string, string>();
  for (const s of sizes as unknown[])
    if (typeof s === 'string' && s.trim() && !seen.has(s.toUpperCase()))
      seen.set(s.toUpperCase(), s);
  return [...seen.values()].sort(compareSizes);
}

async function adminChart(o: Owner): Promise<AdminSizeChart> {
  const names = await namesOf(o);
  const [doc, sizes, withCharts, applies] = await Promise.all([
    SizeChartModel.findOne(ownerFilter(o)).lean<SizeChartLean>(),
    ownerSizes(o),
    SizeChartModel.find(
      { category: oid(o.categoryId), subcategory: { $ne: null }, 'rows.0': { $exists: true } },
      { subcategory: 1 },
    ).lean<{ subcategory: Types.ObjectId }[]>(),
    sizeChartThatApplies(o.categoryId, o.subcategoryId),
  ]);
  const own = new Set(withCharts.map((d) => String(d.subcategory)));
  const chart = chartOf(doc);
  return {
    categoryId: o.categoryId,
    categoryName: names.name,
    subcategoryId: o.subcategoryId,
    subcategoryName: names.sub,
    applies: chart ? 'own' : applies ? 'category' : 'default',
    subcategories: names.subcategories.map((s) => ({
      id: String(s._id),
      name: s.name,
      ownChart: own.has(String(s._id)),
    })),
    sizes,
    chart,
    editVersion: doc?.editVersion ?? 0,
  };
}

/** Saves (or, with null, removes) the owner's chart; 400 for a size its products lack. */
async function saveChart(
  actor: StaffActor,
  o: Owner,
  chart: SizeChart | null,
  versionSeen: number | undefined,
): Promise<AdminSizeChart> {
  const { label } = await namesOf(o);
  const sizes = chart ? await ownerSizes(o) : [];
  if (chart) {
    const issues = sizeChartSizeIssues(chart, sizes);
    if (issues.length > 0) throw AppError.badRequest(issues[0]!.message, issues);
  }
  // Each size spelt as the products spell it.
  const spelt = new Map(sizes.map((s) => [s.toUpperCase(), s]));
  const next = {
    measurements: chart?.measurements ?? [],
    rows: (chart?.rows ?? []).map((r) => ({
      size: spelt.get(r.size.toUpperCase()) ?? r.size,
      inches: r.inches,
    })),
    howToMeasure: chart?.howToMeasure ?? '',
  };
  const filter = ownerFilter(o);
  // The first save makes its (empty, version 0) chart record.
  await SizeChartModel.updateOne(
    filter,
    { $setOnInsert: { ...filter, editVersion: 0 } },
    { upsert: true },
  ).catch((err: unknown) => {
    // Two first saves at once: the other made it.
    if ((err as { code?: unknown }).code !== 11000) throw err;
  });
  await inTransaction(async (session) => {
    const before = await SizeChartModel.findOne(filter).session(session).lean<SizeChartLean>();
    const after = await updateIfVersion<SizeChartLean>(
      SizeChartModel,
      filter,
      versionSeen,
      { $set: next },
      chartRecord(o, before?.measurements ?? []),
      session,
    );
    if (!before || !after) throw AppError.notFound(SizeChartMsg.categoryNotFound);
    // Audited per cell ("Chest of size M"), so a refused save names the very cells changed.
    const was = sizeChartFields(chartOf(before));
    const now = sizeChartFields(chartOf(after));
    const diff = changedFields(was, now, [...new Set([...Object.keys(was), ...Object.keys(now)])]);
    if (diff)
      await recordAudit(
        actor,
        {
          action: 'sizeChart.update',
          entity: { type: 'sizeChart', id: entityId(o), label },
          ...diff,
        },
        session,
      );
  });
  return adminChart(o);
}

async function answerSave(actor: StaffActor, o: Owner, body: SizeChartBodyParsed) {
  const data = await saveChart(actor, o, body.chart, body.versionSeen);
  const message = body.chart
    ? SizeChartMsg.saved
    : o.subcategoryId
      ? SizeChartMsg.subcategoryCleared(data.categoryName)
      : SizeChartMsg.cleared;
  return { success: true as const, message, data };
}

type SizeChartBodyParsed = { chart: SizeChart | null; versionSeen?: number | undefined };

export function createSizeChartsAdminRouter(): Router {
  const router = Router();
  bindRoutes(adminRoutesOn(router), adminSizeChartsApi, {
    get: async ({ params }) => ({
      success: true,
      data: await adminChart({ categoryId: params.id, subcategoryId: null }),
    }),
    save: async ({ params, body }, req) =>
      answerSave(staffActor(req), { categoryId: params.id, subcategoryId: null }, body),
    getSub: async ({ params }) => ({
      success: true,
      data: await adminChart({ categoryId: params.id, subcategoryId: params.subId }),
    }),
    saveSub: async ({ params, body }, req) =>
      answerSave(staffActor(req), { categoryId: params.id, subcategoryId: params.subId }, body),
  });
  return router;
}
