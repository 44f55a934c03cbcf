import { Types } from 'mongoose';
import { AddressModel } from '../addresses/address.model';
import { ProductModel } from '../catalog/product.model';

/** Test data for the commerce suites (bag, wishlist, orders, payments). */
let counter = 0;

export interface ProductFixture {
  name?: string;
  price?: number;
  discount?: number;
  discountedPrice?: number;
  inventory?: { size: string; stock: number }[];
  /** Only for one-size products (no inventory). */
  stock?: number;
  brand?: string;
  category?: Types.ObjectId;
  subcategory?: Types.ObjectId;
}

export async function makeProduct(f: ProductFixture = {}) {
  counter += 1;
  const inventory = f.inventory ?? [
    { size: 'S', stock: 5 },
    { size: 'M', stock: 5 },
    { size: 'L', stock: 5 },
  ];
  return ProductModel.create({
    name: f.name ?? `Kurta ${counter}`,
    slug: `kurta-${counter}-${new Types.ObjectId().toHexString()}`,
    category: f.category ?? new Types.ObjectId(),
    subcategory: f.subcategory ?? null,
    images: [`/static/products/kurta-${counter}.webp`],
    brand: { name: f.brand ?? 'Vastra Studio' },
    price: f.price ?? 500,
    discount: f.discount ?? 0,
    discountedPrice: f.discountedPrice ?? 0,
    inventory,
    stock: f.stock ?? inventory.reduce((n, i) => n + i.stock, 0),
  });
}

export async function makeAddress(userId: string, zipcode = '110001') {
  return AddressModel.create({
    user: new Types.ObjectId(userId),
    name: 'Asha Rao',
    address: '12 Janpath',
    city: 'New Delhi',
    state: 'Delhi',
    phone: '9876543210',
    landmark: 'Near the museum',
    zipcode,
    isDefault: true,
  });
}

/** Current stock of one size (or total stock when size is null). */
export async function stockOf(
  productId: Types.ObjectId | string,
  size: string | null,
): Promise<number> {
  const p = await ProductModel.findById(productId).lean();
  if (!p) throw new Error('product missing');
  if (size === null) return p.stock ?? 0;
  return p.inventory.find((i) => i.size === size)?.stock ?? Number.NaN;
}
