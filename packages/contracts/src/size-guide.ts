import { sizeChartKindOf, type SizeChartKind } from './size-guide-kinds';

/**
 * The shop's own size charts: body measurements per size, in inches (cm = inches × 2.54,
 * rounded to the nearest centimetre), following the usual Indian sizing. A shopper measures the
 * body, not a garment, and picks the size whose row is closest; between two sizes, the larger.
 * Free-size garments have no chart (`sizeGuideFor` answers null).
 */
export const SIZE_GUIDE_MEASUREMENTS = [
  'chest',
  'bust',
  'waist',
  'hip',
  'length',
  'inseam',
] as const;
export type SizeGuideMeasurement = (typeof SIZE_GUIDE_MEASUREMENTS)[number];
export type SizeGuideUnit = 'in' | 'cm';

export const SIZE_GUIDE_LABELS: Record<SizeGuideMeasurement, string> = {
  chest: 'Chest',
  bust: 'Bust',
  waist: 'Waist',
  hip: 'Hip',
  length: 'Length',
  inseam: 'Inseam',
};

/** "How to measure", one step per measurement, in the order the tables show them. */
export const HOW_TO_MEASURE: Record<SizeGuideMeasurement, string> = {
  chest:
    'Measure around the fullest part of your chest, just under the armpits, keeping the tape level and snug but not tight.',
  bust: 'Measure around the fullest part of your bust, keeping the tape level across your back.',
  waist:
    'Measure around your natural waist, the narrowest part of your torso just above the navel. For jeans and trousers, measure where you wear the waistband.',
  hip: 'Stand with your feet together and measure around the fullest part of your hips.',
  length:
    'Garment length: from the highest point of the shoulder, next to the collar, straight down to where you want the hem to fall.',
  inseam:
    'Measure from the top of your inner thigh straight down to your ankle bone, standing straight without shoes.',
};

/** A category's own chart that could not be read, for a garment without a default chart. */
export const SIZE_CHART_UNAVAILABLE = 'The size chart could not be loaded. Please try again.';

/** How to hold the tape, shown above the steps. */
export const MEASURING_TIP =
  'Use a soft tape measure over light clothing, and ask someone to help if you can. Between two sizes, choose the larger one.';

interface ChartData {
  title: string;
  measurements: readonly SizeGuideMeasurement[];
  /** Size → inches, one value per measurement in `measurements`' order. */
  rows: readonly (readonly [size: string, inches: readonly number[]])[];
}

const CHARTS: Record<SizeChartKind, ChartData> = {
  top: {
    title: 'Shirts, T-shirts, polos, jackets and hoodies',
    measurements: ['chest', 'waist', 'length'],
    rows: [
      ['XS', [36, 30, 27]],
      ['S', [38, 32, 28]],
      ['M', [40, 34, 29]],
      ['L', [42, 36, 30]],
      ['XL', [44, 38, 31]],
      ['XXL', [46, 40, 32]],
    ],
  },
  kurta: {
    title: 'Kurtas',
    measurements: ['chest', 'waist', 'length'],
    rows: [
      ['XS', [36, 32, 38]],
      ['S', [38, 34, 39]],
      ['M', [40, 36, 40]],
      ['L', [42, 38, 41]],
      ['XL', [44, 40, 42]],
      ['XXL', [46, 42, 43]],
    ],
  },
  womenTop: {
    title: 'Tops',
    measurements: ['bust', 'waist', 'hip', 'length'],
    rows: [
      ['XS', [32, 26, 35, 24]],
      ['S', [34, 28, 37, 24.5]],
      ['M', [36, 30, 39, 25]],
      ['L', [38, 32, 41, 25.5]],
      ['XL', [40, 34, 43, 26]],
      ['XXL', [42, 36, 45, 26.5]],
    ],
  },
  kurti: {
    title: 'Kurtis',
    measurements: ['bust', 'waist', 'hip', 'length'],
    rows: [
      ['XS', [32, 26, 35, 44]],
      ['S', [34, 28, 37, 44]],
      ['M', [36, 30, 39, 45]],
      ['L', [38, 32, 41, 45]],
      ['XL', [40, 34, 43, 46]],
      ['XXL', [42, 36, 45, 46]],
    ],
  },
  dress: {
    title: 'Dresses',
    measurements: ['bust', 'waist', 'hip', 'length'],
    rows: [
      ['XS', [32, 26, 35, 37]],
      ['S', [34, 28, 37, 37.5]],
      ['M', [36, 30, 39, 38]],
      ['L', [38, 32, 41, 38.5]],
      ['XL', [40, 34, 43, 39]],
      ['XXL', [42, 36, 45, 39.5]],
    ],
  },
  bottom: {
    title: 'Jeans and trousers',
    measurements: ['waist', 'hip', 'inseam'],
    rows: [
      ['26', [26, 35, 30]],
      ['28', [28, 37, 30]],
      ['30', [30, 39, 31]],
      ['32', [32, 41, 31]],
      ['34', [34, 43, 32]],
      ['36', [36, 45, 32]],
      ['38', [38, 47, 32]],
    ],
  },
  skirt: {
    title: 'Skirts',
    measurements: ['waist', 'hip', 'length'],
    rows: [
      ['XS', [26, 35, 36]],
      ['S', [28, 37, 36]],
      ['M', [30, 39, 37]],
      ['L', [32, 41, 37]],
      ['XL', [34, 43, 38]],
      ['XXL', [36, 45, 38]],
    ],
  },
};

/** Inches to whole centimetres. */
export const inchesToCm = (inches: number): number => Math.round(inches * 2.54);

export interface SizeGuideRow {
  size: string;
  /** Per measurement of the chart, in its order. */
  inches: number[];
  cm: number[];
}

export interface SizeGuide {
  kind: SizeChartKind;
  title: string;
  measurements: SizeGuideMeasurement[];
  rows: SizeGuideRow[];
}

/** The size chart for a garment kind, or null for free-size garments and kinds without one. */
export function sizeGuideFor(garment: string | null | undefined): SizeGuide | null {
  const kind = sizeChartKindOf(garment);
  if (!kind) return null;
  const chart = CHARTS[kind];
  return {
    kind,
    title: chart.title,
    measurements: [...chart.measurements],
    rows: chart.rows.map(([size, inches]) => ({
      size,
      inches: [...inches],
      cm: inches.map(inchesToCm),
    })),
  };
}
