import { render } from '@testing-library/react';
import { emptyFilters, SHOP_COLOURS, UNKNOWN_COLOUR_SWATCH } from '@vastra/contracts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ColourSwatch } from '../components/colour-swatch';
import { buildFilterGroups, FilterPanel } from '../components/filter-panel';

/** The relative luminance and contrast ratio of WCAG 2 (for the swatch ring against the page). */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const toRgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('colour swatches', () => {
  it('the colour filter paints every shop colour from the table, including two-word names', () => {
    const names = [
      'Charcoal',
      'Bottle Green',
      'Cream',
      'Emerald',
      'Mustard',
      'Peach',
      'Rust',
      'Black',
      'Navy',
    ];
    const groups = buildFilterGroups({ subcategories: [], sizes: [], colors: names });
    const { container } = render(
      <FilterPanel groups={groups} filters={emptyFilters()} onToggle={() => {}} />,
    );
    for (const name of names) {
      const dot = container.querySelector<HTMLElement>(`[data-swatch="${name}"]`);
      expect(dot, name).not.toBeNull();
      expect(dot!.style.backgroundColor || dot!.style.background, name).toBe(
        toRgb(SHOP_COLOURS[name as keyof typeof SHOP_COLOURS]),
      );
    }
  });

  it('a colour the table does not know gets the grey stripe, not a blank dot', () => {
    const { container } = render(<ColourSwatch name="Aubergine" />);
    const dot = container.querySelector<HTMLElement>('[data-swatch="Aubergine"]')!;
    expect(UNKNOWN_COLOUR_SWATCH).toContain('repeating-linear-gradient');
    expect(dot.style.background).toBe(UNKNOWN_COLOUR_SWATCH);
  });

  it('has a ring that stands out from the page in both themes (dark dots on dark, light on light)', () => {
    const { container } = render(<ColourSwatch name="Black" />);
    const dot = container.querySelector<HTMLElement>('[data-swatch]')!;
    expect(dot.className).toMatch(/\bborder-ink-muted\b/);
    const css = readFileSync(
      resolve(import.meta.dirname, '../../../../../../packages/ui/src/styles.css'),
      'utf8',
    );
    const token = (block: string, name: string) =>
      new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`).exec(block)?.[1];
    const light = css.slice(0, css.indexOf(':root.dark'));
    const dark = css.slice(css.indexOf(':root.dark'));
    for (const theme of [light, dark]) {
      const ring = token(theme, 'ink-muted')!;
      for (const bg of ['surface', 'surface-muted']) {
        // Non-text contrast: 3:1 at least against the page and the hovered row.
        expect(contrast(ring, token(theme, bg)!)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
