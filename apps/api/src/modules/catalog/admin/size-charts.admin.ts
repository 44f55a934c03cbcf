import { compareSizes } from '@vastra/contracts';
import { adminSizeChartsApi } from '@vastra/contracts/routes/admin-size-charts';
import {
  SizeChartMsg,
  sizeChartFields,
  sizeChartSizeIssues,
  type AdminSizeChart,
  type SizeChart,
} from '@vastra/contracts/size-chart';
import { Router } from 'express';
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
  type StaffActor,
} from '../../staff';
import { CategoryModel } from '../category.model';
import { ProductModel } from '../product.model';
import { SizeChartModel, type SizeChartLean } from '../size-chart.model';
import { chartOf } from '../size-charts';

/**
 * A category's size chart in the back office: read (with the sizes its products come in, the
 * chart's possible rows) and saved by staff, version-checked, audited with only the changed
 * fields (its columns, its text, each changed cell). Any save drops the cached catalogue answers (the model's write hooks).
 */

const chartRecord = (id: string) => ({
  entity: { type: 'sizeChart', id },
  actions: ['sizeChart.update'],
  thing: 'size chart',
});

/** The sizes the category's products come in, in size order (as the product form spells them). */
async function categorySizes(categoryId: string): Promise<string[]> {
  const sizes = await ProductModel.distinct('inventory.size', { category: oid(categoryId) });
  const seen = new Map<string, string>();
  for (const s of sizes as unknown[])
    if (typeof s === 'string' && s.trim() && !seen.has(s.toUpperCase()))
      seen.set(s.toUpperCase(), s);
  return [...seen.values()].sort(compareSizes);
}

async function categoryName(id: string): Promise<string> {
  const category = await CategoryModel.findById(id, { name: 1 }).lean<{ name: string }>();
  if (!category) throw AppError.notFound(SizeChartMsg.categoryNotFound);
  return category.name;
}

async function adminChart(id: string): Promise<AdminSizeChart> {
  const name = await categoryName(id);
  const [doc, sizes] = await Promise.all([
    SizeChartModel.findOne({ category: oid(id) }).lean<SizeChartLean>(),
    categorySizes(id),
  ]);
  return {
    categoryId: id,
    categoryName: name,
    sizes,
    chart: chartOf(doc),
    editVersion: doc?.editVersion ?? 0,
  };
}

/** Saves (or, with null, removes) the category's chart; 400 for a size the category lacks. */
async function saveChart(
  actor: StaffActor,
  id: string,
  chart: SizeChart | null,
  versionSeen: number | undefined,
): Promise<AdminSizeChart> {
  const name = await categoryName(id);
  const sizes = chart ? await categorySizes(id) : [];
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
  // A category's first save makes its (empty, version 0) chart record.
  await SizeChartModel.updateOne(
    { category: oid(id) },
    { $setOnInsert: { category: oid(id), editVersion: 0 } },
    { upsert: true },
  ).catch((err: unknown) => {
    // Two first saves at once: the other made it.
    if ((err as { code?: unknown }).code !== 11000) throw err;
  });
  await inTransaction(async (session) => {
    const before = await SizeChartModel.findOne({ category: oid(id) })
      .session(session)
      .lean<SizeChartLean>();
    const after = await updateIfVersion<SizeChartLean>(
      SizeChartModel,
      { category: oid(id) },
      versionSeen,
      { $set: next },
      chartRecord(id),
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
        { action: 'sizeChart.update', entity: { type: 'sizeChart', id, label: name }, ...diff },
        session,
      );
  });
  return adminChart(id);
}

export function createSizeChartsAdminRouter(): Router {
  const router = Router();
  bindRoutes(adminRoutesOn(router), adminSizeChartsApi, {
    get: async ({ params }) => ({ success: true, data: await adminChart(params.id) }),
    save: async ({ params, body }, req) => {
      const data = await saveChart(staffActor(req), params.id, body.chart, body.versionSeen);
      return {
        success: true,
        message: body.chart ? SizeChartMsg.saved : SizeChartMsg.cleared,
        data,
      };
    },
  });
  return router;
}
