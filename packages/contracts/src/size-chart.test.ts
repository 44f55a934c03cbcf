import { describe, expect, it } from 'vitest';
import { sizeChartAuditCells } from './size-chart';

describe('sizeChartAuditCells', () => {
  it('leaves a per-cell entry as it is', () => {
    const before = { 'Chest of size M': 40 };
    const after = { 'Chest of size M': 41 };
    expect(sizeChartAuditCells(before, after, ['chest'])).toEqual({ before, after });
  });

  it('reads whole rows as the cells that changed, with the chart’s columns when unchanged', () => {
    expect(
      sizeChartAuditCells(
        { rows: [{ size: 'M', inches: [40, 41] }] },
        {
          rows: [
            { size: 'M', inches: [40, 42] },
            { size: 'L', inches: [44, 43] },
          ],
        },
        ['chest', 'length'],
      ),
    ).toEqual({
      before: {
        'Length of size M': 41,
        'Chest of size L': undefined,
        'Length of size L': undefined,
      },
      after: { 'Length of size M': 42, 'Chest of size L': 44, 'Length of size L': 43 },
    });
  });

  it('names each side’s cells by that side’s columns when the columns changed too', () => {
    expect(
      sizeChartAuditCells(
        { measurements: ['chest'], rows: [{ size: 'S', inches: [38] }], howToMeasure: '' },
        { measurements: ['waist'], rows: [{ size: 'S', inches: [30] }], howToMeasure: 'Tape.' },
        [],
      ),
    ).toEqual({
      before: {
        measurements: ['chest'],
        howToMeasure: '',
        'Chest of size S': 38,
        'Waist of size S': undefined,
      },
      after: {
        measurements: ['waist'],
        howToMeasure: 'Tape.',
        'Chest of size S': undefined,
        'Waist of size S': 30,
      },
    });
  });
});
