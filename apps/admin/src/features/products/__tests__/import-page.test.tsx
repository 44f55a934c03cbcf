import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductImportMsg } from '@vastra/contracts/admin/catalogue-bulk';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { ProductImportPage } from '../import-page';

const changes = [
  {
    line: 2,
    slug: 'linen-kurta',
    name: 'Linen kurta',
    action: 'update',
    fields: [{ field: 'price', before: '1999.00', after: '2499.00' }],
  },
  {
    line: 3,
    slug: 'silk-saree',
    name: 'Silk saree',
    action: 'create',
    fields: [{ field: 'stock', before: '', after: 'M: 4' }],
  },
];

function choose() {
  const file = new File(['slug,price\nlinen-kurta,2499\n'], 'products.csv');
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
}

describe('the product import page', () => {
  it('previews what each row creates or changes, then applies the same file', async () => {
    signInAs('staff');
    const calls = mockFetch({
      'POST /api/admin/products/csv/preview': () => ({
        success: true,
        changes,
        errors: [],
        summary: { rows: 3, creates: 1, updates: 1, unchanged: 1, errors: 0 },
      }),
      'POST /api/admin/products/csv/apply': () => ({ success: true, created: 1, updated: 1 }),
    });
    renderRoute(<ProductImportPage />, { path: '/products/import' });
    choose();
    const table = await screen.findByRole('table', { name: 'Product changes' });
    expect(within(table).getByText('price: 1999.00 → 2499.00')).toBeInTheDocument();
    expect(within(table).getByText('New product')).toBeInTheDocument();
    expect(
      screen.getByText('3 rows: 1 new, 1 updated, 1 unchanged, 0 with errors.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply 2 changes' }));
    expect(
      await screen.findByText('Products imported: 1 new product, 1 product updated.'),
    ).toBeInTheDocument();
    const apply = calls.find((c) => c.path === '/api/admin/products/csv/apply');
    expect(((apply?.body as FormData).get('file') as File).name).toBe('products.csv');
  });

  it('lists the bad rows by line and does not offer to apply', async () => {
    signInAs('owner');
    mockFetch({
      'POST /api/admin/products/csv/preview': () => ({
        success: true,
        changes,
        errors: [{ line: 4, message: ProductImportMsg.price }],
        summary: { rows: 3, creates: 1, updates: 1, unchanged: 0, errors: 1 },
      }),
    });
    renderRoute(<ProductImportPage />, { path: '/products/import' });
    choose();
    const table = await screen.findByRole('table', { name: 'Rows with errors' });
    expect(table).toHaveTextContent(ProductImportMsg.price);
    expect(screen.getByRole('button', { name: 'Apply 2 changes' })).toBeDisabled();
    expect(screen.getByText(ProductImportMsg.hasErrors)).toBeInTheDocument();
  });
});
