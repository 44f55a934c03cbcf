import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { move } from '../images-field';
import { NewProductPage } from '../product-page';

const categories = [
  {
    _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    name: 'Women',
    slug: 'women',
    image: '',
    position: 0,
    productCount: 3,
    subcategories: [
      {
        _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
        name: 'Kurtas',
        slug: 'kurtas',
        image: '',
        productCount: 3,
      },
    ],
  },
];

/** The API's answer for a created product (the fields it adds to what was sent). */
function savedProduct(body: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    ...body,
    _id: 'cccccccccccccccccccccccc',
    slug: 'linen-kurta',
    categoryName: 'Women',
    subcategoryName: 'Kurtas',
    sellingPrice: body.price,
    percentOff: 0,
    stock: 10,
    status: 'active',
    ratings: 0,
    reviewCount: 0,
    createdAt: now,
    updatedAt: now,
    editVersion: 0,
  };
}

function setup() {
  signInAs('staff');
  let uploads = 0;
  const calls = mockFetch({
    'GET /api/admin/categories': () => ({ success: true, categories }),
    'POST /api/admin/uploads/product-image': () => {
      uploads += 1;
      return { success: true, url: `/uploads/${String(uploads).repeat(32)}.webp` };
    },
    'POST /api/admin/products': ({ body }) => ({
      success: true,
      product: savedProduct(body as Record<string, unknown>),
      hasOrders: false,
    }),
  });
  renderRoute(<NewProductPage />, {
    path: '/products/new',
    routes: [{ path: '/products/:id', element: <p>Edit page</p> }],
  });
  return calls;
}

describe('move', () => {
  it('moves one item and shifts the others; out of range changes nothing', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('the product form', () => {
  it('shows the selling price the shop will charge as the MRP and discount are typed', async () => {
    setup();
    const price = screen.getByTestId('selling-price');
    expect(price).toHaveTextContent('—');
    await userEvent.type(screen.getByLabelText('MRP (₹)'), '2000');
    expect(price).toHaveTextContent('₹2,000');
    const discount = screen.getByLabelText('Discount');
    await userEvent.clear(discount);
    await userEvent.type(discount, '0.25');
    expect(price).toHaveTextContent('₹1,500');
    expect(screen.getByText('25% off the MRP')).toBeInTheDocument();
    await userEvent.clear(discount);
    await userEvent.type(discount, '300');
    expect(price).toHaveTextContent('₹1,700');
  });

  it('refuses a product without a name, MRP or category with the contract’s messages', async () => {
    const calls = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Please enter the product name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the MRP in rupees.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends every field: two sizes with stock, uploaded photos in the chosen order', async () => {
    const calls = setup();
    await userEvent.type(screen.getByLabelText('Name'), 'Linen kurta');
    await userEvent.type(screen.getByLabelText('MRP (₹)'), '1999');
    await screen.findByRole('option', { name: 'Women' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Women');
    await userEvent.selectOptions(screen.getByLabelText('Subcategory'), 'Kurtas');
    await userEvent.type(screen.getByLabelText('Colours'), 'Indigo, White');

    const sizes = screen.getByRole('group', { name: 'Sizes and stock' });
    await userEvent.type(within(sizes).getAllByLabelText('Size')[0] as HTMLElement, 'M');
    await userEvent.type(within(sizes).getAllByLabelText('Stock')[0] as HTMLElement, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Add size' }));
    await userEvent.type(within(sizes).getAllByLabelText('Size')[1] as HTMLElement, 'L');
    await userEvent.clear(within(sizes).getAllByLabelText('Stock')[1] as HTMLElement);
    await userEvent.type(within(sizes).getAllByLabelText('Stock')[1] as HTMLElement, '3');

    const upload = screen.getByLabelText('Upload photos');
    fireEvent.change(upload, {
      target: {
        files: [
          new File(['a'], 'front.jpg', { type: 'image/jpeg' }),
          new File(['b'], 'back.jpg', { type: 'image/jpeg' }),
        ],
      },
    });
    await screen.findByRole('img', { name: '2 of 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));

    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Edit page')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/products');
    expect(post?.body).toMatchObject({
      name: 'Linen kurta',
      price: 1999,
      discount: 0,
      categoryId: categories[0]?._id,
      subcategoryId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      colors: ['Indigo', 'White'],
      inventory: [
        { size: 'M', stock: 7 },
        { size: 'L', stock: 3 },
      ],
      images: [`/uploads/${'2'.repeat(32)}.webp`, `/uploads/${'1'.repeat(32)}.webp`],
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/uploads/product-image')).toHaveLength(2),
    );
  });
});
