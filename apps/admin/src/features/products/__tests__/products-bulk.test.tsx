import type { AdminProductRow } from '@vastra/contracts/admin/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderRoute, signInAs } from '@/test/render';
import { ProductsPage } from '../products-page';

function row(n: number, over: Partial<AdminProductRow> = {}): AdminProductRow {
  return {
    _id: `64b00000000000000000000${n}`,
    name: `Linen Shirt ${n}`,
    slug: `linen-shirt-${n}`,
    brand: 'Vastra',
    categoryName: 'Men',
    subcategoryName: 'Shirts',
    price: 1999,
    discount: 0,
    sellingPrice: 1999,
    percentOff: 0,
    inventory: [{ size: 'M', stock: 4 }],
    stock: 4,
    status: 'active',
    image: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    editVersion: n,
    ...over,
  };
}

const list = (rows: AdminProductRow[]) => ({
  success: true,
  products: rows,
  pagination: { page: 1, limit: 20, total: rows.length, pages: 1 },
});

describe('bulk work on the products list', () => {
  it('sets a discount on the chosen products in one call with the versions the list showed', async () => {
    signInAs('staff');
    const calls = mockFetch({
      'GET /api/admin/products': () => list([row(1), row(2), row(3)]),
      'GET /api/admin/categories': () => ({ success: true, categories: [] }),
      'POST /api/admin/products/bulk': () => ({
        success: true,
        message: '3 products updated.',
        updated: 3,
        unchanged: 0,
      }),
    });
    renderRoute(<ProductsPage />, { path: '/products' });
    await screen.findByText('Linen Shirt 1');
    await userEvent.click(screen.getByLabelText('Select all products on this page'));
    const bar = screen.getByRole('form', { name: 'Change the chosen products' });
    expect(within(bar).getByText('3 products chosen')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Select Linen Shirt 2'));
    expect(within(bar).getByText('2 products chosen')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Select Linen Shirt 2'));

    await userEvent.selectOptions(within(bar).getByLabelText('Change'), 'Discount %');
    await userEvent.type(within(bar).getByLabelText('Discount (% off MRP)'), '30');
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply to 3 products' }));
    expect(await screen.findByText('3 products updated.')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/admin/products/bulk')!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({
      ids: [row(1)._id, row(3)._id, row(2)._id],
      versionsSeen: { [row(1)._id]: 1, [row(3)._id]: 3, [row(2)._id]: 2 },
      action: { type: 'discount', percent: 30 },
    });
    // Done: the choice is cleared and the list asked again.
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Change the chosen products' })).toBeNull(),
    );
    expect(calls.filter((c) => c.path === '/api/admin/products').length).toBeGreaterThan(1);
    // Typing and clicking through the bar is slow on a busy machine.
  }, 60_000);

  it('shows the API’s refusal and keeps the choice', async () => {
    signInAs('owner');
    mockFetch({
      'GET /api/admin/products': () => list([row(1)]),
      'GET /api/admin/categories': () => ({ success: true, categories: [] }),
      'POST /api/admin/products/bulk': () =>
        json(409, {
          success: false,
          code: 'CONFLICT',
          message:
            'Someone changed Linen Shirt 1 after you opened the list: reload it and try again. Nothing was changed.',
        }),
    });
    renderRoute(<ProductsPage />, { path: '/products' });
    await userEvent.click(await screen.findByLabelText('Select Linen Shirt 1'));
    const bar = screen.getByRole('form', { name: 'Change the chosen products' });
    await userEvent.selectOptions(within(bar).getByLabelText('Change'), 'Visibility');
    await userEvent.selectOptions(
      within(bar).getByLabelText('Visibility'),
      'Hide from the storefront',
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply to 1 product' }));
    expect(await screen.findByText(/Someone changed Linen Shirt 1/)).toBeInTheDocument();
    expect(within(bar).getByText('1 product chosen')).toBeInTheDocument();
  });

  it('gives read-only staff no checkboxes, but the CSV export with the filters', async () => {
    signInAs('readonly');
    URL.createObjectURL = vi.fn(() => 'blob:products');
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const calls = mockFetch({
      'GET /api/admin/products': () => list([row(1)]),
      'GET /api/admin/categories': () => ({ success: true, categories: [] }),
      'GET /api/admin/exports/products.csv': () =>
        new Response('slug\nlinen-shirt-1\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    renderRoute(<ProductsPage />, { path: '/products?status=hidden&q=linen' });
    await screen.findByText('Linen Shirt 1');
    expect(screen.queryByLabelText('Select Linen Shirt 1')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = calls.find((c) => c.path === '/api/admin/exports/products.csv')!;
    expect(Object.fromEntries(exported.url.searchParams)).toMatchObject({
      status: 'hidden',
      q: 'linen',
    });
    expect(exported.url.searchParams.has('page')).toBe(false);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^products-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    click.mockRestore();
  });
});
