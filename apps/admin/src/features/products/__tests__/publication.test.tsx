import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PublicationMsg,
  type AdminProduct,
  type AdminProductRow,
} from '@vastra/contracts/admin/catalogue';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderRoute, signInAs } from '@/test/render';
import { EditProductPage } from '../product-page';
import { ProductsPage } from '../products-page';

const ID = 'cccccccccccccccccccccccc';

const draft: AdminProduct = {
  _id: ID,
  name: 'Linen kurta',
  slug: 'linen-kurta',
  description: '',
  brand: 'Vastra',
  categoryId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  categoryName: 'Women',
  subcategoryId: null,
  subcategoryName: '',
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
  status: 'draft',
  ratings: 0,
  reviewCount: 0,
  createdAt: '2026-11-20T06:30:00.000Z',
  updatedAt: '2026-11-20T06:30:00.000Z',
  editVersion: 2,
};

const row = (over: Partial<AdminProductRow>): AdminProductRow => ({
  _id: ID,
  name: 'Linen kurta',
  slug: 'linen-kurta',
  brand: 'Vastra',
  categoryName: 'Women',
  subcategoryName: '',
  price: 1499,
  discount: 0,
  sellingPrice: 1499,
  percentOff: 0,
  inventory: [{ size: 'M', stock: 4 }],
  stock: 4,
  status: 'active',
  image: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  editVersion: 0,
  ...over,
});

const panel = async () => (await screen.findByText('Publication')).closest('section')!;

describe('publishing a draft', () => {
  it('shows a draft with its badge, publishes it from the version shown, then offers to move it back', async () => {
    signInAs('staff');
    let stored = draft;
    const calls = mockFetch({
      [`GET /api/admin/products/${ID}`]: () => ({
        success: true,
        product: stored,
        hasOrders: false,
      }),
      'GET /api/admin/categories': () => ({ success: true, categories: [] }),
      [`PATCH /api/admin/products/${ID}/publication`]: ({ body }) => {
        const to = (body as { publication: string }).publication;
        stored = {
          ...stored,
          status: to === 'published' ? 'active' : 'draft',
          editVersion: stored.editVersion + 1,
        };
        return { success: true, hasOrders: false, product: stored };
      },
    });
    renderRoute(<EditProductPage />, { path: `/products/${ID}`, routePath: '/products/:id' });
    const box = await panel();
    expect(within(box).getByText('Draft')).toBeInTheDocument();
    // Show / hide / archive waits until it is published.
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();

    await userEvent.click(within(box).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(PublicationMsg.published)).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'PATCH')!;
    expect(sent.body).toEqual({ publication: 'published', versionSeen: 2 });
    const published = await panel();
    expect(await within(published).findByText('Published')).toBeInTheDocument();
    expect(within(published).queryByText('Draft')).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument();

    await userEvent.click(within(published).getByRole('button', { name: 'Move back to draft' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1]!.body).toEqual({
      publication: 'draft',
      versionSeen: 3,
    });
    expect(await within(await panel()).findByText('Draft')).toBeInTheDocument();
  }, 60_000);

  it('keeps what was typed when publishing or moving back, and a later save is not refused', async () => {
    signInAs('staff');
    let stored = draft;
    const calls = mockFetch({
      [`GET /api/admin/products/${ID}`]: () => ({
        success: true,
        product: stored,
        hasOrders: false,
      }),
      'GET /api/admin/categories': () => ({ success: true, categories: [] }),
      [`PATCH /api/admin/products/${ID}/publication`]: ({ body }) => {
        const { publication, versionSeen } = body as { publication: string; versionSeen: number };
        if (versionSeen !== stored.editVersion)
          return json(409, {
            success: false,
            code: 'EDIT_CONFLICT',
            message: 'Changed meanwhile.',
          });
        stored = {
          ...stored,
          status: publication === 'published' ? 'active' : 'draft',
          editVersion: stored.editVersion + 1,
        };
        return { success: true, hasOrders: false, product: stored };
      },
      [`PUT /api/admin/products/${ID}`]: ({ body }) => {
        const sent = body as { name: string; versionSeen: number };
        if (sent.versionSeen !== stored.editVersion)
          return json(409, {
            success: false,
            code: 'EDIT_CONFLICT',
            message: 'Someone saved this product after you opened it.',
          });
        stored = { ...stored, name: sent.name, editVersion: stored.editVersion + 1 };
        return { success: true, hasOrders: false, product: stored };
      },
    });
    renderRoute(<EditProductPage />, { path: `/products/${ID}`, routePath: '/products/:id' });
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Linen kurta, indigo');

    await userEvent.click(within(await panel()).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(PublicationMsg.published)).toBeInTheDocument();
    expect(await within(await panel()).findByText('Published')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Linen kurta, indigo');

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const puts = () => calls.filter((c) => c.method === 'PUT');
    expect(puts()[0]!.body).toMatchObject({ name: 'Linen kurta, indigo', versionSeen: 3 });
    expect(screen.queryByText(/after you opened it/)).toBeNull();

    // Moving back to draft after another unsaved change keeps it too, from the saved version.
    await userEvent.type(screen.getByLabelText('Name'), ' (new)');
    await userEvent.click(
      within(await panel()).getByRole('button', { name: 'Move back to draft' }),
    );
    expect(await within(await panel()).findByText('Draft')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')[1]!.body).toEqual({
      publication: 'draft',
      versionSeen: 4,
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Linen kurta, indigo (new)');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.body).toMatchObject({ name: 'Linen kurta, indigo (new)', versionSeen: 5 });
    await waitFor(() => expect(stored.name).toBe('Linen kurta, indigo (new)'));
    expect(screen.queryByText(/after you opened it/)).toBeNull();
  }, 60_000);

  it('tells the refusal (a change made meanwhile) and stays a draft', async () => {
    signInAs('owner');
    mockFetch({
      [`GET /api/admin/products/${ID}`]: () => ({
        success: true,
        product: draft,
        hasOrders: false,
      }),
      'GET /api/admin/categories': () => ({ success: true, categories: [] }),
      [`PATCH /api/admin/products/${ID}/publication`]: () =>
        json(409, {
          success: false,
          code: 'EDIT_CONFLICT',
          message: 'asha@vastra.in saved this product after you opened it.',
        }),
    });
    renderRoute(<EditProductPage />, { path: `/products/${ID}`, routePath: '/products/:id' });
    const box = await panel();
    await userEvent.click(within(box).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/saved this product after you opened it/)).toBeInTheDocument();
    expect(within(box).getByText('Draft')).toBeInTheDocument();
  });

  it('gives read-only staff the state but no action', async () => {
    signInAs('readonly');
    mockFetch({
      [`GET /api/admin/products/${ID}`]: () => ({
        success: true,
        product: draft,
        hasOrders: false,
      }),
      'GET /api/admin/categories': () => ({ success: true, categories: [] }),
    });
    renderRoute(<EditProductPage />, { path: `/products/${ID}`, routePath: '/products/:id' });
    const box = await panel();
    expect(within(box).getByText('Draft')).toBeInTheDocument();
    expect(within(box).queryByRole('button')).toBeNull();
  });
});

describe('drafts in the products list', () => {
  it('marks a draft with a badge and filters by publication', async () => {
    signInAs('staff');
    const calls = mockFetch({
      'GET /api/admin/products': () => ({
        success: true,
        products: [
          row({ status: 'draft' }),
          row({ _id: 'dddddddddddddddddddddddd', name: 'Silk saree' }),
        ],
        pagination: { page: 1, limit: 20, total: 2, pages: 1 },
      }),
      'GET /api/admin/categories': () => ({ success: true, categories: [] }),
    });
    renderRoute(<ProductsPage />, { path: '/products' });
    const draftRow = (await screen.findByText('Linen kurta')).closest('tr')!;
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    const liveRow = screen.getByText('Silk saree').closest('tr')!;
    expect(within(liveRow).queryByText('Draft')).toBeNull();
    expect(within(liveRow).getByText('On sale')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Publication'), 'Drafts');
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.path === '/api/admin/products' && c.url.searchParams.get('publication') === 'draft',
        ),
      ).toBe(true),
    );
  });
});
