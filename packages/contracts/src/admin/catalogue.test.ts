import { describe, expect, it } from 'vitest';
import { mergeEditedStock } from './catalogue';

describe('mergeEditedStock', () => {
  const seen = [
    { size: 'M', stock: 10 },
    { size: 'L', stock: 4 },
  ];

  it('keeps a sale made while the form was open when the form left that size alone', () => {
    const stored = [
      { size: 'M', stock: 8 },
      { size: 'L', stock: 4 },
    ];
    expect(mergeEditedStock(seen, seen, stored)).toEqual({
      inventory: [
        { size: 'M', stock: 8 },
        { size: 'L', stock: 4 },
      ],
    });
  });

  it('writes a changed stock when nothing sold meanwhile, and new sizes as given', () => {
    const sent = [
      { size: 'M', stock: 25 },
      { size: 'L', stock: 4 },
      { size: 'XL', stock: 3 },
    ];
    expect(mergeEditedStock(sent, seen, seen)).toEqual({ inventory: sent });
  });

  it('refuses a changed stock for a size that sold meanwhile, naming what is left', () => {
    const sent = [
      { size: 'M', stock: 12 },
      { size: 'L', stock: 4 },
    ];
    const stored = [
      { size: 'M', stock: 9 },
      { size: 'L', stock: 4 },
    ];
    expect(mergeEditedStock(sent, seen, stored)).toEqual({ conflict: { size: 'M', stock: 9 } });
  });

  it('drops a size the form removed', () => {
    expect(mergeEditedStock([{ size: 'L', stock: 4 }], seen, seen)).toEqual({
      inventory: [{ size: 'L', stock: 4 }],
    });
  });
});
