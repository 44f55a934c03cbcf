import { ProductDetailSchema, ProductSummarySchema } from '@vastra/contracts';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { stockForSize, toProductDetail, toProductSummary, type ProductSource } from './product.dto';

const base = (over: Partial<ProductSource> = {}): ProductSource => ({
  _id: new Types.ObjectId(),
  name: 'Linen Shirt',
  images: ['/static/a.svg', '/static/b.svg'],
  price: 1000,
  category: new Types.ObjectId(),
  categoryName: 'Men',
  inventory: [
    { size: 'XL', stock: 2 },
    { size: 'S', stock: 0 },
    { size: 'M', stock: 5 },
  ],
  createdAt: new Date('2025-01-02T03:04:05Z'),
  ...over,
});

describe('toProductSummary', () => {
  it('reads a discount ≤ 1 as a fraction and sends the rounded percent', () => {
    const dto = ProductSummarySchema.parse(toProductSummary(base({ discount: 0.25 })));
    expect(dto).toMatchObject({ price: 1000, mrp: 1000, discountedPrice: 750, discount: 25 });
  });

  it('reads a discount > 1 as rupees off', () => {
    expect(toProductSummary(base({ discount: 333 }))).toMatchObject({
      discountedPrice: 667,
      discount: 33,
    });
  });

  it('uses discountedPrice only when 0 < it < price', () => {
    expect(toProductSummary(base({ discountedPrice: 799 }))).toMatchObject({
      discountedPrice: 799,
      discount: 20,
    });
    expect(toProductSummary(base({ discountedPrice: 1200 }))).toMatchObject({
      discountedPrice: 1000,
      discount: 0,
    });
    expect(toProductSummary(base({ discountedPrice: 0, discount: 0 }))).toMatchObject({
      discountedPrice: 1000,
      discount: 0,
    });
  });

  it('orders sizes, sums stock and picks the first image', () => {
    const dto = toProductSummary(base());
    expect(dto.sizes).toEqual(['S', 'M', 'XL']);
    expect(dto.sizeStock).toEqual([
      { size: 'S', stock: 0 },
      { size: 'M', stock: 5 },
      { size: 'XL', stock: 2 },
    ]);
    expect(dto.stock).toBe(7);
    expect(dto.image).toBe('/static/a.svg');
    expect(dto.brand.name).toBe('Vastra');
    expect(dto.createdAt).toBe('2025-01-02T03:04:05.000Z');
    expect(stockForSize(base(), 'M')).toBe(5);
    expect(stockForSize(base(), 'XXL')).toBe(0);
  });

  it('orders waist sizes numerically', () => {
    const dto = toProductSummary(
      base({ inventory: ['34', '28', '30'].map((size) => ({ size, stock: 1 })) }),
    );
    expect(dto.sizes).toEqual(['28', '30', '34']);
  });
});

describe('toProductDetail', () => {
  it('fills pricing, specifications and defaults', () => {
    const dto = ProductDetailSchema.parse(
      toProductDetail(
        base({
          discount: 0.1,
          memberPrice: 850,
          material: 'Linen',
          specifications: { fitType: 'Slim Fit' },
        }),
      ),
    );
    expect(dto.pricing).toEqual({ mrp: 1000, discountedPrice: 900, memberPrice: 850 });
    expect(dto.specifications).toEqual({ Material: 'Linen', Fit: 'Slim Fit' });
    expect(dto.fitType).toBe('Slim Fit');
    expect(dto.shippingInfo).not.toBe('');
  });

  it('drops a member price that is not below the shopper price', () => {
    expect(toProductDetail(base({ memberPrice: 1000 })).memberPrice).toBeNull();
  });
});
