import { z } from 'zod';
import { EditVersionSchema, VersionSeenSchema } from './admin/edit-version';
import { ObjectIdSchema, successBody } from './common';
import {
  inchesToCm,
  SIZE_GUIDE_LABELS,
  SIZE_GUIDE_MEASUREMENTS,
  type SizeGuide,
  type SizeGuideMeasurement,
} from './size-guide';

/**
 * A category's or a subcategory's own size chart, edited in the back office: one row per size its
 * products come in, one column per chosen body measurement (stored in inches; the storefront
 * shows centimetres too), and the shop's own "How to measure" text. A product shows its
 * subcategory's chart when it has one, else its category's, else the default chart of its garment
 * kind (`sizeGuideFor`).
 */

export const SIZE_CHART_LIMITS = {
  /** Inches: no body measurement comes near it. */
  maxInches: 120,
  maxRows: 30,
  maxHowTo: 2000,
  maxSize: 12,
} as const;

export const SizeChartMsg = {
  saved: 'Size chart saved.',
  cleared: 'Size chart removed: the storefront shows the default chart again.',
  measurementsRequired: 'Choose at least one measurement.',
  measurementTwice: 'Each measurement can be a column only once.',
  rowsRequired: 'Give at least one size’s measurements.',
  tooManyRows: `A size chart has at most ${SIZE_CHART_LIMITS.maxRows} sizes.`,
  sizeRequired: 'Each row needs its size.',
  sizeTwice: (size: string) => `Size ${size} is in the chart twice.`,
  valuesPerRow: 'Each size needs one value for every measurement.',
  positive: 'Each measurement must be a number above 0.',
  tooLarge: `Each measurement must be at most ${SIZE_CHART_LIMITS.maxInches} inches.`,
  howToTooLong: `“How to measure” can be at most ${SIZE_CHART_LIMITS.maxHowTo} characters.`,
  notCategorySize: (size: string) => `${size} is not one of this category’s sizes.`,
  categoryNotFound: 'Category not found.',
  subcategoryNotFound: 'Subcategory not found.',
  subcategoryCleared: (category: string) =>
    `Size chart removed: the storefront shows ${category}’s chart again.`,
} as const;

const MeasurementSchema = z.enum(SIZE_GUIDE_MEASUREMENTS, { error: 'Unknown measurement.' });

const InchesSchema = z
  .number({ error: SizeChartMsg.positive })
  .positive({ error: SizeChartMsg.positive })
  .max(SIZE_CHART_LIMITS.maxInches, { error: SizeChartMsg.tooLarge });

export const SizeChartRowSchema = z.object({
  size: z
    .string({ error: SizeChartMsg.sizeRequired })
    .trim()
    .min(1, { error: SizeChartMsg.sizeRequired })
    .max(SIZE_CHART_LIMITS.maxSize, { error: SizeChartMsg.sizeRequired }),
  inches: z.array(InchesSchema).max(SIZE_GUIDE_MEASUREMENTS.length),
});

export const SizeChartSchema = z
  .object({
    measurements: z
      .array(MeasurementSchema)
      .min(1, { error: SizeChartMsg.measurementsRequired })
      .max(SIZE_GUIDE_MEASUREMENTS.length, { error: SizeChartMsg.measurementTwice }),
    rows: z
      .array(SizeChartRowSchema)
      .min(1, { error: SizeChartMsg.rowsRequired })
      .max(SIZE_CHART_LIMITS.maxRows, { error: SizeChartMsg.tooManyRows }),
    howToMeasure: z
      .string()
      .trim()
      .max(SIZE_CHART_LIMITS.maxHowTo, { error: SizeChartMsg.howToTooLong })
      .default(''),
  })
  .superRefine((chart, ctx) => {
    if (new Set(chart.measurements).size !== chart.measurements.length)
      ctx.addIssue({
        code: 'custom',
        path: ['measurements'],
        message: SizeChartMsg.measurementTwice,
      });
    const seen = new Set<string>();
    chart.rows.forEach((row, i) => {
      const key = row.size.toUpperCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'size'],
          message: SizeChartMsg.sizeTwice(row.size),
        });
      seen.add(key);
      if (row.inches.length !== chart.measurements.length)
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'inches'],
          message: SizeChartMsg.valuesPerRow,
        });
    });
  });
export type SizeChart = z.output<typeof SizeChartSchema>;
export type SizeChartInput = z.input<typeof SizeChartSchema>;

/**
 * One cell of a chart as a field of its own, "Chest of size M": how the back office's form names
 * it, how the audit records its change and how a refused save names it, so two people editing one
 * chart keep each other's cells. Characters a field path cannot hold become "_".
 */
export const sizeChartCellField = (size: string, m: SizeGuideMeasurement): string =>
  `${SIZE_GUIDE_LABELS[m]} of size ${size.replace(/[.$[\]"'\\]/g, '_')}`;

/** A chart as separate fields: its columns, its text, and one field per filled cell. */
export function sizeChartFields(chart: SizeChart | null): Record<string, unknown> {
  const out: Record<string, unknown> = {
    measurements: [...(chart?.measurements ?? [])],
    howToMeasure: chart?.howToMeasure ?? '',
  };
  for (const row of chart?.rows ?? [])
    chart!.measurements.forEach((m, i) => {
      if (row.inches[i] !== undefined) out[sizeChartCellField(row.size, m)] = row.inches[i];
    });
  return out;
}

/**
 * An audit entry's chart fields as cells: entries from before per-cell auditing hold whole
 * `rows` (with `measurements` only when the columns changed too; `columns` are the chart's
 * columns otherwise). Answers each side's cells that differ, so a refusal names the very cells.
 */
export function sizeChartAuditCells(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  columns: readonly string[],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  if (!('rows' in before) && !('rows' in after)) return { before, after };
  const cells = (side: Record<string, unknown>, other: Record<string, unknown>) => {
    const { rows, ...rest } = side;
    const measurements = (side.measurements ?? other.measurements ?? columns) as unknown[];
    const out: Record<string, unknown> = { ...rest };
    for (const row of Array.isArray(rows) ? (rows as unknown[]) : []) {
      const { size, inches } = (row ?? {}) as { size?: unknown; inches?: unknown };
      if (typeof size !== 'string' || !Array.isArray(inches)) continue;
      measurements.forEach((m, i) => {
        if (SIZE_GUIDE_MEASUREMENTS.includes(m as SizeGuideMeasurement) && inches[i] !== undefined)
          out[sizeChartCellField(size, m as SizeGuideMeasurement)] = inches[i];
      });
    }
    return out;
  };
  const was = cells(before, after);
  const now = cells(after, before);
  const changed = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]),
  );
  return {
    before: Object.fromEntries(changed.map((k) => [k, was[k]])),
    after: Object.fromEntries(changed.map((k) => [k, now[k]])),
  };
}

/** The rows whose size is not one of `sizes` (the category's), each with its message. */
export function sizeChartSizeIssues(
  chart: Pick<SizeChart, 'rows'>,
  sizes: readonly string[],
): { path: string; message: string }[] {
  const known = new Set(sizes.map((s) => s.toUpperCase()));
  return chart.rows.flatMap((row, i) =>
    known.has(row.size.toUpperCase())
      ? []
      : [{ path: `rows.${i}.size`, message: SizeChartMsg.notCategorySize(row.size) }],
  );
}

/** The storefront's size guide from a category's chart (its title is the category's name). */
export function sizeGuideFromChart(
  title: string,
  chart: SizeChart,
): Omit<SizeGuide, 'kind'> & { howToMeasure: string } {
  return {
    title,
    measurements: [...chart.measurements] as SizeGuideMeasurement[],
    rows: chart.rows.map((r) => ({
      size: r.size,
      inches: [...r.inches],
      cm: r.inches.map(inchesToCm),
    })),
    howToMeasure: chart.howToMeasure,
  };
}

// ---------- Back office ----------

/**
 * `PUT /api/admin/categories/:id/size-chart` (and `…/subcategories/:subId/size-chart`): the
 * chart, or null to go back to the category's chart (a subcategory) or the default (a category).
 */
export const SizeChartBodySchema = z.object({
  chart: SizeChartSchema.nullable(),
  versionSeen: VersionSeenSchema,
});
export type SizeChartBody = z.input<typeof SizeChartBodySchema>;

/**
 * Which chart the storefront shows for the category or subcategory: its own, its category's (a
 * subcategory without one), or the default chart of each product's garment kind.
 */
export const SIZE_CHART_SOURCES = ['own', 'category', 'default'] as const;

export const AdminSizeChartSchema = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  /** Set when the chart is a subcategory's. */
  subcategoryId: z.string().nullable(),
  subcategoryName: z.string().nullable(),
  applies: z.enum(SIZE_CHART_SOURCES),
  /** The category's subcategories, each with whether it has its own chart: the editor's choices. */
  subcategories: z.array(z.object({ id: z.string(), name: z.string(), ownChart: z.boolean() })),
  /** The sizes the category's products come in, in size order: the chart's possible rows. */
  sizes: z.array(z.string()),
  chart: SizeChartSchema.nullable(),
  editVersion: EditVersionSchema,
});
export type AdminSizeChart = z.output<typeof AdminSizeChartSchema>;

export const AdminSizeChartResponseSchema = successBody({ data: AdminSizeChartSchema });
export const AdminSizeChartSaveResponseSchema = successBody({
  message: z.string(),
  data: AdminSizeChartSchema,
});

// ---------- Storefront ----------

/**
 * `GET /api/category/:id/size-chart[?subcategory=…]`: the chart that applies, the subcategory's
 * own else the category's (named by whose it is), or null (the default of each garment applies).
 */
export const SizeChartQuerySchema = z.object({
  subcategory: ObjectIdSchema.optional(),
});

export const CategorySizeChartResponseSchema = successBody({
  /** Whose chart it is: the subcategory's name, or the category's. */
  categoryName: z.string(),
  chart: SizeChartSchema.nullable(),
});
export type CategorySizeChartResponse = z.output<typeof CategorySizeChartResponseSchema>;
