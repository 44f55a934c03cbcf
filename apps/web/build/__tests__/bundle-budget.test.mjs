import { describe, expect, it } from 'vitest';
import { BUDGETS, describe as describeResults, measure, staticClosure } from '../bundle-budget.mjs';

// A build's manifest in miniature: the entry imports a shared chunk; the product route imports a
// vendor chunk and lazily loads a dialog (not part of its first visit).
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_shared.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home.js', isDynamicEntry: true },
  'src/app/routes/category-listing.tsx': {
    file: 'assets/category.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
  },
  'src/app/routes/product-details.tsx': {
    file: 'assets/product.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', 'style.css'],
    dynamicImports: ['src/dialog.tsx'],
  },
  'style.css': { file: 'assets/style.css' },
  'src/dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true },
};
const kB = (n) => n * 1024;

describe('bundle budgets', () => {
  it('counts the entry and the route with their static imports, once each, JS only', () => {
    expect(staticClosure(manifest, ['index.html', 'src/app/routes/product-details.tsx'])).toEqual([
      'assets/index.js',
      'assets/shared.js',
      'assets/product.js',
      'assets/vendor.js',
    ]);
  });

  it('passes pages within their budget and fails the one above it', () => {
    const sizes = {
      'assets/index.js': kB(100),
      'assets/shared.js': kB(20),
      'assets/vendor.js': kB(30),
      'assets/home.js': kB(5),
      'assets/category.js': kB(2),
      'assets/product.js': kB(50),
      'assets/dialog.js': kB(500),
    };
    const results = measure(manifest, (f) => sizes[f]);
    const byRoute = Object.fromEntries(results.map((r) => [r.route, r]));
    // Home: entry + shared + its route chunk; the product's lazy dialog is never counted.
    expect(byRoute['src/app/routes/home.tsx'].size).toBe(kB(125));
    expect(byRoute['src/app/routes/category-listing.tsx'].size).toBe(kB(152));
    expect(byRoute['src/app/routes/product-details.tsx'].size).toBe(kB(200));
    expect(results.map((r) => r.pass)).toEqual([true, true, false]);
    expect(describeResults(results)).toMatch(/^MISS product .*200\.0 kB gzip >/m);
  });

  it('refuses a build that lacks a budgeted route, rather than skipping its budget', () => {
    const { ['src/app/routes/product-details.tsx']: _gone, ...rest } = manifest;
    expect(() => measure(rest, () => 0)).toThrow(/product-details/);
  });

  it('keeps 150 kB for the home page and a measured size + 5 % for category and product', () => {
    expect(BUDGETS.map((b) => Math.round(b.gzip / 1024))).toEqual([150, 154, 155]);
  });
});
