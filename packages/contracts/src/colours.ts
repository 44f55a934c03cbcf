/**
 * The shop's colour names and the colour each is drawn in: the storefront's swatches and the demo
 * catalogue's pictures read this one table. Names match the catalogue's `colors` values; lookups
 * ignore case and spacing ("bottle green", "Bottle  Green").
 */
export const SHOP_COLOURS = {
  Black: '#23232a',
  White: '#f3f0e8',
  Navy: '#1f2d52',
  'Royal Blue': '#2f55b0',
  'Sky Blue': '#8dbbe2',
  Maroon: '#6d1f2f',
  Red: '#c0392b',
  Mustard: '#d2a019',
  Olive: '#6b7040',
  'Bottle Green': '#1f5a43',
  Beige: '#d8c3a0',
  Grey: '#8a8d93',
  Charcoal: '#3a3d43',
  Pink: '#e79ab0',
  Lavender: '#b6a2d8',
  Peach: '#f2b38e',
  Teal: '#1f7a7a',
  Brown: '#6b4a33',
  Rust: '#b5532a',
  Cream: '#eee2c8',
  Indigo: '#2b3d6b',
  'Light Blue': '#7f9fc6',
  Magenta: '#b0306f',
  Emerald: '#1f8a5b',
  Yellow: '#efc94c',
} as const satisfies Record<string, `#${string}`>;

export type ShopColourName = keyof typeof SHOP_COLOURS;

const keyOf = (name: string) => name.toLowerCase().replace(/\s+/g, '');
const BY_KEY = new Map<string, string>(
  Object.entries(SHOP_COLOURS).map(([n, hex]) => [keyOf(n), hex]),
);

/** The hex of a shop colour name, or null for a colour the table does not know. */
export function colourHex(name: string): string | null {
  return BY_KEY.get(keyOf(name)) ?? null;
}

/**
 * What a swatch is painted with (a CSS `background`): the colour's hex, or for an unknown colour a
 * neutral grey stripe, so a swatch is never blank.
 */
export const UNKNOWN_COLOUR_SWATCH =
  'repeating-linear-gradient(45deg, #9ca3af 0 2px, #e5e7eb 2px 4px)';

export function swatchBackground(name: string): string {
  return colourHex(name) ?? UNKNOWN_COLOUR_SWATCH;
}
