import { screen, waitFor } from '@testing-library/react';
import type { AdminCategory, AdminProduct } from '@vastra/contracts/admin/catalogue';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { EditProductPage } from '../product-page';

const WOMEN = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const KURTAS = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const ID = 'cccccccccccccccccccccccc';

const categories: AdminCategory[] = [
  {
    _id: 'dddddddddddddddddddddddd',
    name: 'Men',
    slug: 'men',
    image: '',
    position: 0,
    productCount: 1,
    editVersion: 0,
    subcategories: [],
  },
  {
    _id: WOMEN,
    name: 'Women',
    slug: 'women',
    image: '',
    position: 1,
    productCount: 3,
    editVersion: 0,
    subcategories: [
      { _id: KURTAS, name: 'Kurtas', slug: 'kurtas', image: '', productCount: 3, editVersion: 0 },
    ],
  },
];

const product: AdminProduct = {
  _id: ID,
  name: 'Linen kurta',
  slug: 'linen-kurta',
  description: '',
  brand: 'Vastra',
  categoryId: WOMEN,
  categoryName: 'Women',
  subcategoryId: KURTAS,
  subcategoryName: 'Kurtas',
  garment: '',
  material: '',
  colors: [],
  tags: [],
  price: 1499,
  discount: 0,
  sellingPrice: 1499,
  percentOff: 0,
  inventory: [{ size: 'M', stock: 4 }],
  stock: 4,
  images: [],
  specifications: {},
  careInstructions: [],
  shippingInfo: '',
  returns: '',
  collectionName: '',
  offers: [],
  trending: false,
  status: 'active',
  ratings: 0,
  reviewCount: 0,
  createdAt: '2026-11-20T06:30:00.000Z',
  updatedAt: '2026-11-20T06:30:00.000Z',
  editVersion: 2,
};

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('a product page opened by its address', () => {
  it('shows the category and subcategory even when the categories arrive after the product', async () => {
    signInAs('staff');
    const categoriesSent = gate();
    mockFetch({
      [`GET /api/admin/products/${ID}`]: () => ({ success: true, product, hasOrders: false }),
      'GET /api/admin/categories': async () => {
        await categoriesSent.opened;
        return { success: true, categories };
      },
    });
    renderRoute(<EditProductPage />, { path: `/products/${ID}`, routePath: '/products/:id' });
    // The form is drawn from the product while the categories are still on their way.
    const category = await screen.findByLabelText<HTMLSelectElement>('Category');
    categoriesSent.open();
    await screen.findByRole('option', { name: 'Women' });
    await waitFor(() => expect(category.value).toBe(WOMEN));
    expect(category.selectedOptions[0]?.textContent).toBe('Women');
    const sub = screen.getByLabelText<HTMLSelectElement>('Subcategory');
    await waitFor(() => expect(sub.value).toBe(KURTAS));
    expect(sub).toBeEnabled();
  });
});
