import { describe, expect, it } from 'vitest';
import { SIZE_CHART_KINDS, sizeChartKindOf } from './size-guide-kinds';
import { HOW_TO_MEASURE, inchesToCm, sizeGuideFor } from './size-guide';
import { fitNote } from './review-fit';

const GARMENTS_WITH_CHARTS = [
  'shirt',
  'tee',
  'polo',
  'jacket',
  'hoodie',
  'kurta',
  'top',
  'kurti',
  'dress',
  'jeans',
  'trousers',
  'skirt',
];

describe('size guide', () => {
  it('has no chart for free-size or unknown garments', () => {
    expect(sizeGuideFor('saree')).toBeNull();
    expect(sizeGuideFor('dupatta')).toBeNull();
    expect(sizeGuideFor('')).toBeNull();
    expect(sizeGuideFor(undefined)).toBeNull();
  });

  it('gives every charted garment a chart, whatever the case', () => {
    for (const g of GARMENTS_WITH_CHARTS)
      expect(sizeGuideFor(g.toUpperCase())?.rows.length).toBeGreaterThan(0);
  });

  it('states every centimetre figure as inches × 2.54, rounded', () => {
    for (const g of GARMENTS_WITH_CHARTS) {
      const guide = sizeGuideFor(g)!;
      for (const row of guide.rows) {
        expect(row.inches).toHaveLength(guide.measurements.length);
        expect(row.cm).toEqual(row.inches.map((i) => Math.round(i * 2.54)));
      }
    }
    expect(inchesToCm(40)).toBe(102);
    expect(inchesToCm(24.5)).toBe(62);
  });

  it('grows with the size and explains how to take every measurement it shows', () => {
    for (const kind of SIZE_CHART_KINDS) {
      const garment = GARMENTS_WITH_CHARTS.find((g) => sizeChartKindOf(g) === kind)!;
      const guide = sizeGuideFor(garment)!;
      for (const m of guide.measurements) expect(HOW_TO_MEASURE[m]).toMatch(/\w{5}/);
      guide.measurements.forEach((_, i) => {
        const column = guide.rows.map((r) => r.inches[i]!);
        column.slice(1).forEach((v, j) => expect(v).toBeGreaterThanOrEqual(column[j]!));
      });
    }
  });

  it('charts jeans and trousers by waist size, 26 to 38, waist equal to the size', () => {
    const guide = sizeGuideFor('jeans')!;
    expect(guide.rows.map((r) => r.size)).toEqual(['26', '28', '30', '32', '34', '36', '38']);
    const waist = guide.measurements.indexOf('waist');
    for (const r of guide.rows) expect(r.inches[waist]).toBe(Number(r.size));
  });
});

describe('fit note', () => {
  it('says nothing below three answers', () => {
    expect(fitNote(undefined)).toBeNull();
    expect(fitNote({ small: 2, true: 0, large: 0 })).toBeNull();
    expect(fitNote({ small: 1, true: 1, large: 0 })).toBeNull();
  });

  it('speaks from three answers on', () => {
    expect(fitNote({ small: 3, true: 0, large: 0 })).toBe(
      'Most shoppers say this runs small — consider a size up',
    );
    expect(fitNote({ small: 0, true: 1, large: 2 })).toBe(
      'Most shoppers say this runs large — consider a size down',
    );
    expect(fitNote({ small: 1, true: 4, large: 0 })).toBe('True to size, say 80% of reviewers');
  });

  it('reads a tie with true to size as true to size, and small against large as a split', () => {
    expect(fitNote({ small: 2, true: 2, large: 0 })).toBe('True to size, say 50% of reviewers');
    expect(fitNote({ small: 2, true: 1, large: 2 })).toBe(
      'Shoppers are split on the fit — check the size guide',
    );
  });
});
