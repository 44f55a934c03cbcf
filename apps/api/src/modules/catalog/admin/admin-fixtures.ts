import type { ProductInput } from '@vastra/contracts/admin/catalogue';
import mongoose from 'mongoose';
import { OrderModel } from '../../orders/order.model';
import { CategoryModel } from '../category.model';

/** Test fixtures for the back-office catalogue tests. */

let n = 0;

/** A category with two subcategories, written directly. */
export async function makeCategory(name = 'Men') {
  n += 1;
  const cat = await CategoryModel.create({
    name,
    slug: `${name.toLowerCase()}-${n}-${Date.now()}`,
    position: n,
    subcategories: [
      { name: 'Shirts', slug: 'shirts' },
      { name: 'Kurtas', slug: 'kurtas' },
    ],
  });
  return {
    id: String(cat._id),
    shirts: String(cat.subcategories[0]!._id),
    kurtas: String(cat.subcategories[1]!._id),
  };
}

/** A valid product form with two sizes. */
export function productForm(
  categoryId: string,
  subcategoryId: string,
  over: Partial<ProductInput> = {},
): ProductInput {
  n += 1;
  return {
    name: `Indigo Linen Shirt ${n}`,
    brand: 'Vastra',
    description: 'A breathable linen shirt.',
    categoryId,
    subcategoryId,
    material: 'Linen',
    colors: ['Indigo'],
    tags: ['linen', 'summer'],
    price: 1999,
    discount: 0.25,
    inventory: [
      { size: 'M', stock: 7 },
      { size: 'L', stock: 3 },
    ],
    specifications: { fitType: 'Regular Fit', occasion: 'Casual' },
    careInstructions: ['Machine wash cold'],
    ...over,
  };
}

/** An order holding the product, inserted raw (only its lines matter to the catalogue). */
export async function orderHolding(productId: string): Promise<void> {
  await OrderModel.collection.insertOne({
    user: new mongoose.Types.ObjectId(),
    items: [{ productId: new mongoose.Types.ObjectId(productId), quantity: 1 }],
    createdAt: new Date(),
  });
}
