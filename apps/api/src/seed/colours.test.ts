import { colourHex, SHOP_COLOURS } from '@vastra/contracts';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, COLOURS } from './catalogue-data';

describe('the demo catalogue against the shop colour table', () => {
  const seeded = CATEGORIES.flatMap((c) => c.subcategories.flatMap((s) => s.colours));

  it('every colour a seeded product can carry has its swatch colour, the one its pictures use', () => {
    expect(seeded.length).toBeGreaterThan(0);
    for (const colour of [...seeded, ...Object.values(COLOURS)]) {
      expect(colourHex(colour.name), colour.name).toBe(colour.hex);
    }
  });

  it('the table names no colour the catalogue never uses', () => {
    const used = new Set(seeded.map((c) => c.name));
    expect(Object.keys(SHOP_COLOURS).filter((n) => !used.has(n))).toEqual([]);
  });
});
