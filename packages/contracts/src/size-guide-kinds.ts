/**
 * Which size chart a garment kind (a product's `garment`) is measured by. Kept apart from the
 * charts themselves so the product page can decide whether to offer a size guide without loading
 * the tables. Free-size garments (sarees, dupattas, stoles) and unknown kinds have no chart.
 */
export const SIZE_CHART_KINDS = [
  'top',
  'kurta',
  'womenTop',
  'kurti',
  'dress',
  'bottom',
  'skirt',
] as const;
export type SizeChartKind = (typeof SIZE_CHART_KINDS)[number];

const CHART_OF_GARMENT: Readonly<Record<string, SizeChartKind>> = {
  shirt: 'top',
  tee: 'top',
  't-shirt': 'top',
  polo: 'top',
  jacket: 'top',
  hoodie: 'top',
  kurta: 'kurta',
  top: 'womenTop',
  kurti: 'kurti',
  dress: 'dress',
  jeans: 'bottom',
  trousers: 'bottom',
  skirt: 'skirt',
};

/** The chart for a garment kind, or null (free size, or a kind without a chart). */
export function sizeChartKindOf(garment: string | null | undefined): SizeChartKind | null {
  if (!garment) return null;
  return CHART_OF_GARMENT[garment.trim().toLowerCase()] ?? null;
}

/**
 * Whether a product offers a size guide: its category has its own chart, or its garment kind has
 * a default one. Free-size garments offer one only through their category's chart.
 */
export function offersSizeGuide(p: {
  garment?: string | null;
  categorySizeChart?: boolean;
}): boolean {
  return p.categorySizeChart === true || sizeChartKindOf(p.garment) !== null;
}
