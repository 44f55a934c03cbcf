import { z } from 'zod';
import { EditVersionSchema, VersionSeenSchema } from './admin/edit-version';
import { successBody } from './common';
import {
  inchesToCm,
  SIZE_GUIDE_LABELS,
  SIZE_GUIDE_MEASUREMENTS,
  type SizeGuide,
  type SizeGuideMeasurement,
} from './size-guide';

/**
 * A category's own size chart, edited in the back office: one row per size the category's
 * products come in, one column per chosen body measurement (stored in inches; the storefront
 * shows centimetres too), and the shop's own "How to measure" text. A category without one shows
 * the default chart of the product's garment kind (`sizeGuideFor`).
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

/** `PUT /api/admin/categories/:id/size-chart`: the chart, or null to go back to the default. */
export const SizeChartBodySchema = z.object({
  chart: SizeChartSchema.nullable(),
  versionSeen: VersionSeenSchema,
});
export type SizeChartBody = z.input<typeof SizeChartBodySchema>;

export const AdminSizeChartSchema = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
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

/** `GET /api/category/:id/size-chart`: the category's own chart, or null (the default applies). */
export const CategorySizeChartResponseSchema = successBody({
  categoryName: z.string(),
  chart: SizeChartSchema.nullable(),
});
export type CategorySizeChartResponse = z.output<typeof CategorySizeChartResponseSchema>;
