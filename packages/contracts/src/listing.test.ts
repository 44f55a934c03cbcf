import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  countFacets,
  applyListing,
  emptyFilters,
  filterProducts,
  isSortId,
  listValues,
  normalizeFilters,
  sortProducts,
  type ListingProduct,
} from './listing';

interface P extends ListingProduct {
  id: string;
}

const p = (id: string, extra: Partial<P> = {}): P => ({
  id,
  price: 1000,
  discount: 0,
  ratings: 0,
  ...extra,
});
const ids = (list: P[]) => list.map((x) => x.id);

describe('listing filters', () => {
  const catalogue: P[] = [
    p('shirt', { subcategory: { name: 'Shirts' }, sizes: ['S', 'M'], colors: ['Navy', 'White'] }),
    p('tee', { subcategory: 'T-Shirts', sizes: 'M, L ,XL', color: 'red' }),
    p('kurta', { subcategory: { name: 'kurtas' }, sizes: ['XXL'], colors: 'Green,Red' }),
    p('bare', {}),
  ];

  it('keeps everything when nothing is selected', () => {
    expect(ids(filterProducts(catalogue, emptyFilters()))).toEqual([
      'shirt',
      'tee',
      'kurta',
      'bare',
    ]);
  });

  it('matches subcategory by object name or string, ignoring case, OR within the type', () => {
    expect(ids(filterProducts(catalogue, { subcategory: ['shirts'] }))).toEqual(['shirt']);
    expect(ids(filterProducts(catalogue, { subcategory: ['t-shirts', 'KURTAS'] }))).toEqual([
      'tee',
      'kurta',
    ]);
  });

  it('matches sizes given as arrays or comma strings, ignoring case', () => {
    expect(ids(filterProducts(catalogue, { size: ['m'] }))).toEqual(['shirt', 'tee']);
    expect(ids(filterProducts(catalogue, { size: ['xl'] }))).toEqual(['tee']);
    expect(ids(filterProducts(catalogue, { size: ['XXL', 'S'] }))).toEqual(['shirt', 'kurta']);
  });

  it('matches colours from colors or color, arrays or comma strings, ignoring case', () => {
    expect(ids(filterProducts(catalogue, { color: ['RED'] }))).toEqual(['tee', 'kurta']);
    expect(ids(filterProducts(catalogue, { color: ['white', 'green'] }))).toEqual([
      'shirt',
      'kurta',
    ]);
  });

  it('ANDs across filter types', () => {
    expect(ids(filterProducts(catalogue, { size: ['M'], color: ['red'] }))).toEqual(['tee']);
    expect(ids(filterProducts(catalogue, { size: ['M'], color: ['green'] }))).toEqual([]);
    expect(
      ids(filterProducts(catalogue, { subcategory: ['Shirts', 'Kurtas'], size: ['XXL'] })),
    ).toEqual(['kurta']);
  });

  it('buckets by the displayed price: 0–499 inclusive of 499, then 500–999 … 3000 and above', () => {
    const priced = [
      p('0', { price: 0 }),
      p('499', { price: 499 }),
      p('500', { price: 500 }),
      p('999', { price: 999 }),
      p('1000', { price: 1000 }),
      p('1999', { price: 1999 }),
      p('2000', { price: 2000 }),
      p('2999', { price: 2999 }),
      p('3000', { price: 3000 }),
      p('4999', { price: 4999 }),
      // 1200 listed, 25 % off → ₹900 shown: the bucket follows the shown price
      p('disc', { price: 1200, discount: 0.25 }),
      // a stored discountedPrice counts when 0 < it < price
      p('dp', { price: 2500, discountedPrice: 450 }),
    ];
    expect(ids(filterProducts(priced, { priceRange: ['0-499'] }))).toEqual(['0', '499', 'dp']);
    expect(ids(filterProducts(priced, { priceRange: ['500-999'] }))).toEqual([
      '500',
      '999',
      'disc',
    ]);
    expect(ids(filterProducts(priced, { priceRange: ['1000-1999'] }))).toEqual(['1000', '1999']);
    expect(ids(filterProducts(priced, { priceRange: ['2000-2999'] }))).toEqual(['2000', '2999']);
    expect(ids(filterProducts(priced, { priceRange: ['3000+'] }))).toEqual(['3000', '4999']);
    expect(ids(filterProducts(priced, { priceRange: ['0-499', '3000+'] }))).toEqual([
      '0',
      '499',
      '3000',
      '4999',
      'dp',
    ]);
    expect(ids(filterProducts(priced, { priceRange: ['bogus'] }))).toEqual([]);
  });

  it('applies discount thresholds "and above" on the percent off', () => {
    const list = [
      p('none', { price: 1000 }),
      p('9', { price: 1000, discount: 90 }),
      p('10', { price: 1000, discount: 0.1 }),
      p('25', { price: 1000, discount: 250 }),
      p('50', { price: 1000, discountedPrice: 500 }),
    ];
    expect(ids(filterProducts(list, { discount: ['10'] }))).toEqual(['10', '25', '50']);
    expect(ids(filterProducts(list, { discount: ['30'] }))).toEqual(['50']);
    expect(ids(filterProducts(list, { discount: ['50'] }))).toEqual(['50']);
    expect(ids(filterProducts(list, { discount: ['50', '20'] }))).toEqual(['25', '50']);
  });

  it('applies rating thresholds "and above"', () => {
    const list = [
      p('1.9', { ratings: 1.9 }),
      p('2', { ratings: 2 }),
      p('3.5', { ratings: 3.5 }),
      p('4.2', { ratings: 4.2 }),
      p('none', { ratings: null }),
    ];
    expect(ids(filterProducts(list, { rating: ['4'] }))).toEqual(['4.2']);
    expect(ids(filterProducts(list, { rating: ['3'] }))).toEqual(['3.5', '4.2']);
    expect(ids(filterProducts(list, { rating: ['2'] }))).toEqual(['2', '3.5', '4.2']);
    expect(ids(filterProducts(list, { rating: ['4', '2'] }))).toEqual(['2', '3.5', '4.2']);
  });
});

describe('listing sorts', () => {
  const list: P[] = [
    p('a', { price: 800, ratings: 3.1, createdAt: '2025-01-02T00:00:00Z', discount: 0.1 }),
    p('b', { price: 300, ratings: 4.8, createdAt: '2025-03-01T00:00:00Z' }),
    p('c', { price: 2000, discountedPrice: 1000, ratings: 4.0, createdAt: '2024-12-31T00:00:00Z' }),
    p('d', { price: 650, ratings: 4.8, createdAt: '2025-02-01T00:00:00Z', discount: 0.3 }),
  ];

  it('popularity keeps the server order and returns a copy', () => {
    const out = sortProducts(list, 'popularity');
    expect(ids(out)).toEqual(['a', 'b', 'c', 'd']);
    expect(out).not.toBe(list);
  });
  it('price low to high and high to low use the displayed price', () => {
    // shown: a 720, b 300, c 1000, d 455
    expect(ids(sortProducts(list, 'price-asc'))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sortProducts(list, 'price-desc'))).toEqual(['c', 'a', 'd', 'b']);
  });
  it('newest first by createdAt; missing dates last', () => {
    expect(ids(sortProducts([...list, p('x')], 'newest'))).toEqual(['b', 'd', 'a', 'c', 'x']);
  });
  it('customer rating high to low, ties keep their order', () => {
    expect(ids(sortProducts(list, 'rating'))).toEqual(['b', 'd', 'c', 'a']);
  });
  it('discount high to low', () => {
    // c 50 %, d 30 %, a 10 %, b 0 %
    expect(ids(sortProducts(list, 'discount'))).toEqual(['c', 'd', 'a', 'b']);
  });
  it('does not mutate its input', () => {
    sortProducts(list, 'price-asc');
    expect(ids(list)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('applyListing filters then sorts', () => {
    expect(ids(applyListing(list, { rating: ['4'] }, 'price-asc'))).toEqual(['b', 'd', 'c']);
  });
});

describe('helpers', () => {
  it('listValues splits comma strings and drops blanks', () => {
    expect(listValues(' S, M,,L ')).toEqual(['S', 'M', 'L']);
    expect(listValues(undefined)).toEqual([]);
  });
  it('isSortId accepts only known sorts', () => {
    expect(isSortId('price-asc')).toBe(true);
    expect(isSortId('price')).toBe(false);
  });
  it('normalizeFilters drops unknown buckets and thresholds and de-duplicates ignoring case', () => {
    const f = normalizeFilters({
      size: ['M', 'm', ' L ', ''],
      priceRange: ['0-499', '1-2'],
      discount: ['20', '15'],
      rating: ['4', '5'],
    });
    expect(f).toEqual({
      ...emptyFilters(),
      size: ['M', 'L'],
      priceRange: ['0-499'],
      discount: ['20'],
      rating: ['4'],
    });
    expect(activeFilterCount(f)).toBe(5);
  });
});

describe('countFacets', () => {
  const p = (sizes: string[], colors: string[], price: number, ratings: number) => ({
    price,
    discount: 0,
    discountedPrice: price,
    ratings,
    sizes,
    colors,
  });
  const products = [
    p(['S', 'M'], ['Navy'], 450, 4.2),
    p(['M', 'L'], ['Red'], 800, 3.1),
    p(['XL'], ['Navy'], 1500, 4.8),
  ];

  it('counts every value over the whole set when nothing is selected', () => {
    const f = countFacets(products, {});
    expect(f.size).toEqual([
      { value: 'S', count: 1 },
      { value: 'M', count: 2 },
      { value: 'L', count: 1 },
      { value: 'XL', count: 1 },
    ]);
    expect(f.color).toEqual([
      { value: 'Navy', count: 2 },
      { value: 'Red', count: 1 },
    ]);
    expect(f.priceRange.find((r) => r.value === '0-499')?.count).toBe(1);
    expect(f.rating).toEqual([
      { value: '4', count: 2 },
      { value: '3', count: 3 },
      { value: '2', count: 3 },
    ]);
  });

  it("ignores a type's own selection and applies the others'", () => {
    const f = countFacets(products, { color: ['Navy'], size: ['M'] });
    // Sizes among the navy products (the size selection itself ignored).
    expect(f.size.map((x) => `${x.value}:${x.count}`)).toEqual(['S:1', 'M:1', 'XL:1']);
    // Colours among the size-M products.
    expect(f.color.map((x) => `${x.value}:${x.count}`)).toEqual(['Navy:1', 'Red:1']);
    // Other types: products passing both selections (only the first).
    expect(f.priceRange.find((r) => r.value === '0-499')?.count).toBe(1);
    expect(f.priceRange.reduce((n, r) => n + r.count, 0)).toBe(1);
  });
});
