import { describe, expect, it } from 'vitest';
import { colourHex, SHOP_COLOURS, swatchBackground, UNKNOWN_COLOUR_SWATCH } from './colours';

describe('shop colours', () => {
  it('gives each colour name its hex, whatever the case and spacing', () => {
    expect(colourHex('Bottle Green')).toBe(SHOP_COLOURS['Bottle Green']);
    expect(colourHex('bottle  green')).toBe(SHOP_COLOURS['Bottle Green']);
    expect(colourHex('CHARCOAL')).toBe(SHOP_COLOURS.Charcoal);
  });

  it('every entry is a six-digit hex and no two names collide once case and spaces go', () => {
    const keys = Object.keys(SHOP_COLOURS).map((n) => n.toLowerCase().replace(/\s+/g, ''));
    expect(new Set(keys).size).toBe(keys.length);
    for (const hex of Object.values(SHOP_COLOURS)) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('an unknown colour gets the neutral patterned swatch, never an empty one', () => {
    expect(colourHex('Aubergine')).toBeNull();
    expect(swatchBackground('Aubergine')).toBe(UNKNOWN_COLOUR_SWATCH);
    expect(swatchBackground('Rust')).toBe('#b5532a');
  });
});
