import type { ProductSummary } from '@vastra/contracts';
import { describe, expect, it } from 'vitest';
import { similarProducts } from '../lib/similar';

const p = (id: string, sub: string | null, stock: number) =>
  ({ _id: id, subcategory: sub ? { _id: sub, name: sub } : null, stock }) as ProductSummary;

describe('similar products', () => {
  const all = [
    p('a', 'shirts', 0),
    p('b', 'shirts', 4),
    p('cur', 'shirts', 2),
    p('c', 'kurtas', 9),
    p('d', 'shirts', 1),
  ];

  it('keeps the subcategory, drops the product itself, puts those in stock first', () => {
    const current = { _id: 'cur', subcategory: { _id: 'shirts', name: 'Shirts' } };
    expect(similarProducts(all, current).map((x) => x._id)).toEqual(['b', 'd', 'a']);
  });

  it('uses the whole category without a subcategory, and keeps at most 8', () => {
    const many = Array.from({ length: 12 }, (_, n) => p(`x${n}`, null, 1));
    expect(similarProducts(many, { _id: 'x0', subcategory: null })).toHaveLength(8);
    expect(similarProducts(all, { _id: 'cur', subcategory: null }).map((x) => x._id)).toEqual([
      'b',
      'c',
      'd',
      'a',
    ]);
  });
});
