import type { ProductDetail } from '@vastra/contracts';
import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_KEY, readRecentlyViewed, rememberViewed } from '../lib/recently-viewed';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

const product = (n: number) =>
  ({
    _id: `p${n}`,
    name: `Kurta ${n}`,
    images: [`/static/${n}.webp`, '/static/other.webp'],
    price: 1000 + n,
    discount: 10,
    discountedPrice: 900 + n,
    stock: 5,
    sizes: ['M'],
    sizeStock: [{ size: 'M', stock: 5 }],
    ratings: 4,
    reviewCount: 2,
    brand: { name: 'Vastra' },
  }) as unknown as ProductDetail;

describe('recently viewed', () => {
  it('keeps the newest 12, newest first, each product once', () => {
    const s = memoryStorage();
    for (let n = 1; n <= 14; n += 1) rememberViewed(product(n), s);
    rememberViewed(product(10), s);
    const ids = readRecentlyViewed(s).map((p) => p._id);
    expect(ids).toHaveLength(12);
    expect(ids.slice(0, 3)).toEqual(['p10', 'p14', 'p13']);
    expect(new Set(ids).size).toBe(12);
    expect(ids).not.toContain('p1');
    expect(readRecentlyViewed(s)[0]?.images).toEqual(['/static/10.webp']);
  });

  it('reads nothing from empty, broken or tampered storage', () => {
    const s = memoryStorage();
    expect(readRecentlyViewed(s)).toEqual([]);
    s.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed(s)).toEqual([]);
    s.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([{ _id: 3 }, null, { _id: 'p2', name: 'Ok' }]));
    expect(readRecentlyViewed(s).map((p) => p._id)).toEqual(['p2']);
  });

  it('ignores a storage that refuses writes', () => {
    const s = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberViewed(product(1), s)).not.toThrow();
  });
});
